import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { en } from '../../app/i18n/en'
import { currentNewsletterConsent } from '../../app/lib/forms/consent'
import { draftKey } from '../../app/lib/forms/draft'
import { pngLogo } from '../../app/testing/artwork-files'
import { formEndpoint, storedFiles, storedSubmissions, waitForApp } from './support'

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

/**
 * Leaves a draft of the enquiry from an earlier visit: the form's island then wakes as the page
 * loads, to put it back, and a click on its button waits for it.
 */
async function leaveDraft(page: Page) {
  await page.addInitScript(
    ([key, draft]) => localStorage.setItem(key!, draft!),
    [draftKey('contact'), JSON.stringify({ company: 'Riverside FC' })],
  )
}

/** Waits until the runtime runs; unlike `waitForApp`, not for a quiet network, which a held load never gives. */
const runtimeRuns = (page: Page) =>
  page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' })

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

    // A form with a draft to put back holds its click for its island (a form without one posts at once).
    await leaveDraft(page)
    await page.goto('/')
    await runtimeRuns(page)
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

test.describe("a form sent before its island's code has come", () => {
  /** Holds every island script but the runtime's entry until the gate opens, as a slow phone's network does. */
  async function holdIslandCode(page: Page, path: string) {
    const { entry } = await islandScripts(page, path)
    const code = gate()
    await page.route('**/assets/*.js', async (route: Route) => {
      if (route.request().url().endsWith(entry)) return route.continue()
      await code.opened
      await route.continue()
    })
    return code
  }

  /** The posts that leave the page for a form's endpoint. */
  function postsTo(page: Page, form: 'contact' | 'quote' | 'newsletter') {
    const posts: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && formEndpoint(form).test(request.url())) posts.push(request)
    })
    return posts
  }

  /**
   * The thank-you page the collector answered the post with, its own address in the bar, and the
   * lead stored under its reference.
   */
  async function thankedFor(page: Page, form: 'contact' | 'quote' | 'newsletter') {
    await expect(page).toHaveURL(/\/thank-you\?ref=SS-\w{8}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.forms.thankYou.heading)
    const reference = new URL(page.url()).searchParams.get('ref')
    return (await storedSubmissions(form)).find((lead) => lead.reference === reference)
  }

  test('is posted by the browser at once, with the visit, and thanked with its reference', async ({
    page,
  }) => {
    await holdIslandCode(page, '/contact')
    const posts = postsTo(page, 'contact')
    await page.goto('/contact?utm_source=trade-fair')
    await runtimeRuns(page)
    const form = await fillEnquiry(page)
    await form.getByRole('button', { name: f.submit }).click()

    const stored = await thankedFor(page, 'contact')
    expect(stored?.payload).toMatchObject(enquiry)
    expect(stored?.visit?.landing).toBe('/contact?utm_source=trade-fair')
    expect(posts).toHaveLength(1)
  })

  test('is answered with the thank-you page under its own address, which a reload asks for again', async ({
    page,
  }) => {
    const code = await holdIslandCode(page, '/contact')
    await page.goto('/contact')
    await runtimeRuns(page)
    const form = await fillEnquiry(page)
    // Words of its own: the same enquiry sent from the same page minutes before is that one's.
    await form.getByLabel(f.message).fill(`${enquiry.message} Sent ${Date.now()}.`)
    const answer = page.waitForResponse((response) => formEndpoint('contact').test(response.url()))
    await form.getByRole('button', { name: f.submit }).click()
    expect((await answer).status()).toBe(200)

    const stored = await thankedFor(page, 'contact')
    const leads = (await storedSubmissions('contact')).length
    // The page's code may come now: a reload waits for the page to load.
    code.open()
    const reload = await page.reload()
    expect(reload?.request().method()).toBe('GET')
    await expect(page).toHaveURL(new RegExp(`/thank-you\\?ref=${stored!.reference}$`))
    await expect(page.getByText(stored!.reference)).toBeVisible()
    expect(await storedSubmissions('contact')).toHaveLength(leads)
  })

  test('is sent once: a second tap while the answer comes, and the island come to life meanwhile, send nothing', async ({
    page,
  }) => {
    const code = await holdIslandCode(page, '/contact')
    const posts = postsTo(page, 'contact')
    const answer = gate()
    await page.route(formEndpoint('contact'), async (route) => {
      await answer.opened
      await route.continue()
    })
    // While the post waits for its answer, nothing is evaluated in the page still shown (Playwright
    // and the protocol wait for the next page): that page says on its console what its islands became,
    // and is tapped where its button is.
    await page.addInitScript(() => {
      new MutationObserver((changes) => {
        for (const { target } of changes) {
          if (target instanceof HTMLElement)
            console.log(`island ${target.dataset.island} ${target.dataset.state}`)
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-state'] })
    })
    await page.goto('/contact')
    await runtimeRuns(page)
    const form = await fillEnquiry(page)
    const send = form.getByRole('button', { name: f.submit })
    await send.scrollIntoViewIfNeeded()
    const box = (await send.boundingBox())!
    const tap = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)

    await tap()
    await expect.poll(() => posts.length).toBe(1)
    await tap()
    const rendered = page.waitForEvent(
      'console',
      (message) => message.text() === 'island contact-form rendered',
    )
    code.open()
    await rendered
    await tap()
    answer.open()

    const stored = await thankedFor(page, 'contact')
    expect(stored?.payload).toMatchObject(enquiry)
    expect(posts).toHaveLength(1)
  })

  test("a quotation carries its artwork in the browser's own post", async ({ page }) => {
    const q = en.forms.quote
    await holdIslandCode(page, '/custom-design')
    await page.goto('/custom-design')
    await runtimeRuns(page)
    const form = page.locator('#quote-form')
    const customer = `Before its island ${Date.now()}`
    await form.getByLabel(q.customerName).fill(customer)
    await form.getByLabel(q.email).fill('kit@club.example')
    await form.getByLabel(q.phone).fill('+44 20 7946 0123')
    await form.getByLabel(q.line.productType.replace('{{line}}', '1')).selectOption('jersey')
    const badge = { name: 'club-badge.png', mimeType: 'image/png', buffer: pngLogo(600) }
    await form.getByLabel(q.artwork.label).setInputFiles(badge)
    await form.getByRole('button', { name: q.submit }).click()

    const stored = await thankedFor(page, 'quote')
    expect(stored?.payload.CustomerName).toBe(customer)
    const files = await storedFiles(stored!.id)
    expect(files.map((file) => file.name)).toEqual([badge.name])
    expect(files[0]!.bytes.equals(badge.buffer)).toBe(true)
  })

  test('a newsletter signup names the consent wording the visitor saw', async ({ page }) => {
    await holdIslandCode(page, '/faq')
    const posts = postsTo(page, 'newsletter')
    await page.goto('/faq')
    await runtimeRuns(page)
    const footer = page.getByRole('contentinfo')
    const email = `before-island-${Date.now()}@club.example`
    await footer.getByLabel(en.forms.newsletter.email).fill(email)
    await footer.getByRole('button', { name: en.forms.newsletter.submit }).click()

    const stored = await thankedFor(page, 'newsletter')
    expect(stored?.payload.email).toBe(email)
    expect(new URL(posts[0]!.url()).searchParams.get('consent')).toBe(currentNewsletterConsent)
    expect(posts).toHaveLength(1)
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
