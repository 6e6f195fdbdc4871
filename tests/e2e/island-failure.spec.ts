import { expect, test, type Page, type Route } from '@playwright/test'
import { en } from '../../app/i18n/en'
import { formEndpoint, storedSubmissions, waitForApp } from './support'

const f = en.forms.contact
const enquiry = {
  name: 'Ana Ruiz',
  email: 'ana@club.example',
  message: 'Held while the island loaded: 120 training tops.',
}

/** The page's scripts as the build lists them: the runtime's entry first, then what islands need. */
async function islandScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const urls = JSON.parse(html.match(/id="island-scripts">(.*?)<\/script>/)?.[1] ?? '[]') as string[]
  expect(urls.length).toBeGreaterThan(2)
  return { entry: urls[0]!, renderer: urls[1]!, all: urls }
}

/** A gate: requests that reach it wait until it opens. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** Fills the enquiry without sending it; the first focus wakes the form's island. */
async function fillEnquiry(page: Page) {
  const form = page.locator('#contact-form')
  await form.getByLabel(f.name).fill(enquiry.name)
  await form.getByLabel(f.email).fill(enquiry.email)
  await form.getByLabel(f.message).fill(enquiry.message)
  return form
}

/** Whether the page still runs script at all: a frozen tab never answers. */
async function answers(page: Page) {
  const answer = page.evaluate(() => document.readyState)
  const frozen = new Promise((resolve) => setTimeout(() => resolve('frozen'), 3000))
  return Promise.race([answer, frozen])
}

test.describe("when the islands' code cannot be fetched", () => {
  test('a click held on the submit button posts the enquiry natively and is reported', async ({ page }) => {
    const { entry } = await islandScripts(page, '/')
    // Everything but the runtime's entry fails, as after a deploy that removed the old files;
    // held back until the click is in, so the click finds its island still loading.
    const held = gate()
    await page.route('**/assets/*.js', async (route: Route) => {
      if (route.request().url().endsWith(entry)) return route.continue()
      await held.opened
      await route.fulfill({ status: 404, body: '' })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto('/')
    await waitForApp(page)
    const form = await fillEnquiry(page)
    await form.getByRole('button', { name: f.submit }).click()
    held.open()

    await expect(page).toHaveURL(/\/thank-you\?ref=SS-\w{8}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.forms.thankYou.heading)
    const reference = new URL(page.url()).searchParams.get('ref')
    const stored = (await storedSubmissions('contact')).find((lead) => lead.reference === reference)
    expect(stored?.payload).toMatchObject(enquiry)
    expect(errors).toContain('The island "contact-form" could not render')
  })

  test('the page keeps answering: a held click is not replayed forever, and links still work', async ({
    page,
  }) => {
    const { entry } = await islandScripts(page, '/')
    await page.route('**/assets/*.js', async (route: Route) => {
      if (route.request().url().endsWith(entry)) return route.continue()
      await route.abort('internetdisconnected')
    })
    await page.goto('/')
    await waitForApp(page)
    const form = page.locator('#contact-form')
    // The browser's own validation speaks when the post reaches it: proof the click went through.
    await form
      .getByLabel(f.name)
      .evaluate((field) => field.addEventListener('invalid', () => (document.body.dataset.refused = 'true')))
    // Sent empty: the click is let through and the browser's own validation stops the post.
    await form.getByRole('button', { name: f.submit }).click()
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-state', 'failed')
    await expect(page.locator('body')).toHaveAttribute('data-refused', 'true')
    expect(await answers(page)).toBe('complete')
    await expect(page).toHaveURL(/\/$/)

    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.returns }).click()
    await expect(page).toHaveURL(/\/faq$/)
  })
})

// Debian's Chromium 150 keeps a failed dynamic import of the renderer for the life of the page, so
// the runtime's one retry asks the cache, not the network, and the form falls back to its HTML post
// (the test above). Until the retry asks for the renderer at a fresh address, this is marked to fix.
test.fixme('a load that fails once is retried: the held click is then replayed, once, by the island', async ({
  page,
}) => {
  const { entry, renderer } = await islandScripts(page, '/')
  const held = gate()
  let rendererRequests = 0
  await page.route('**/assets/*.js', async (route: Route) => {
    const url = route.request().url()
    // Prefetches would fill the cache and keep the first load from failing.
    if (route.request().resourceType() !== 'script' && !url.endsWith(entry)) return route.abort()
    if (!url.endsWith(renderer) || rendererRequests++ > 0) return route.continue()
    await held.opened
    await route.abort('connectionreset')
  })
  const posts: string[] = []
  page.on('request', (request) => {
    if (formEndpoint('contact').test(request.url()) && request.method() === 'POST') posts.push(request.url())
  })

  await page.goto('/')
  await waitForApp(page)
  const form = await fillEnquiry(page)
  await form.getByRole('button', { name: f.submit }).click()
  held.open()

  // The island's own handling: JSON to the collector, a toast, and the visitor stays on the page.
  await expect(page.getByText(f.successTitle, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(rendererRequests).toBe(2)
  await expect(form.getByLabel(f.message)).toHaveValue('')
  await page.waitForTimeout(500)
  expect(posts).toHaveLength(1)
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-state', 'rendered')
})
