import { expect, test } from '@playwright/test'
import { productSlugs } from '../../app/content/catalog'
import { brandFont } from '../../app/lib/brand-font'
import { expectedPages, waitForApp, watchForProblems } from './support'

test.describe('every page', () => {
  for (const { path, title } of expectedPages('en')) {
    test(`${path} answers 200 with its title and one heading, without errors`, async ({ page }) => {
      const problems = watchForProblems(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      await waitForApp(page)
      problems.expectNone()
    })
  }
})

test('text is set in the brand font, which the site serves itself', async ({ page }) => {
  const fontResponse = page.waitForResponse((response) => response.url().endsWith(brandFont.path))
  await page.goto('/es')
  const response = await fontResponse
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('font/woff2')
  await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"?${brandFont.family}"?,`))
  // 'loaded' rather than 'error': the browser accepts the file the build cut down.
  const statuses = await page.evaluate(async (family) => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === family)
      .map((face) => face.status)
  }, brandFont.family)
  expect(statuses).toEqual(['loaded'])
})

test('an unknown path answers 404 with a Not Found page that leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await waitForApp(page)
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('every header and footer link leads to a page that exists', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
  expect(internal.length).toBeGreaterThan(10)
  for (const href of internal) {
    const [path = '/', hash] = href.split('#')
    expect((await request.get(path)).status(), href).toBe(200)
    if (hash) {
      await page.goto(href)
      await expect(page.locator(`#${hash}`), href).toHaveCount(1)
    }
  }
})

test('the product menu opens with four groups and leaves pants-trousers out', async ({ page }) => {
  await page.goto('/faq')
  await waitForApp(page)
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  await nav.getByRole('button', { name: 'Products' }).hover()
  for (const group of ['Apparel', 'Fitness', 'Casual & Work', 'Accessories & Gear']) {
    await expect(nav.getByRole('heading', { name: group })).toBeVisible()
  }
  const links = nav.locator('a[href^="/products/"]')
  await expect(links).toHaveCount(productSlugs.length - 1)
  await expect(nav.locator('a[href="/products/pants-trousers"]')).toHaveCount(0)
  await nav.getByRole('link', { name: /Boxing/ }).click()
  await expect(page).toHaveURL('/products/boxing')
})

test('the Information menu lists the eight pages in the spec order', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  await nav.getByRole('button', { name: 'Information' }).click()
  await expect(nav.locator('a[href="/faq"]')).toBeVisible()
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href'))
        .filter((href) => href !== '/' && !href?.startsWith('/#') && href !== '/contact'),
    )
  expect(hrefs).toEqual([
    '/custom-design',
    '/fabrics-materials',
    '/printing',
    '/finishing-craftsmanship',
    '/payments',
    '/delivery',
    '/factory-tour',
    '/faq',
  ])
})

test('Get quote scrolls to the enquiry form on the home page', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('button', { name: 'Get quote' }).click()
  await expect(page.locator('#contact')).toBeInViewport()
  // The section's top is not hidden under the sticky header.
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom)
  await expect
    .poll(() => page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom - 1)
})

test('Get quote elsewhere opens the home page at the enquiry form', async ({ page }) => {
  await page.goto('/printing')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('button', { name: 'Get quote' }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(page.locator('#contact')).toBeInViewport()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.mouse.wheel(0, 2500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click()
  await expect(page).toHaveURL('/press')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the chat button opens a chat with the company in a new tab', async ({ page }) => {
  await page.goto('/')
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  await expect(chat).toHaveAttribute('target', '_blank')
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('the social buttons say the feature is not there yet, one notice at a time', async ({ page }) => {
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      const notices = page.getByRole('status').filter({ visible: true })
      await footer.getByRole('button', { name: 'Instagram' }).click()
      await expect(notices).toHaveCount(1)
      await expect(notices).toContainText('Social Media')
      await expect(notices).toContainText('feature not implemented yet')
      await footer.getByRole('button', { name: 'LinkedIn' }).click()
      await expect(notices).toHaveCount(1)
      await notices.getByRole('button', { name: 'Dismiss notification' }).click()
      await expect(notices).toHaveCount(0)
    })
  })
}

test('a social notice closes by itself after five seconds', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Twitter' }).click()
  const notice = page.getByRole('status').filter({ visible: true })
  await expect(notice).toContainText('feature not implemented yet')
  await page.waitForTimeout(4000)
  await expect(notice).toHaveCount(1)
  await expect(notice).toHaveCount(0, { timeout: 3000 })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens one section at a time, navigates and closes', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Products' }).click()
    await expect(menu.getByRole('link', { name: 'Cricket' })).toBeVisible()
    await menu.getByRole('button', { name: 'Information' }).click()
    await expect(menu.getByRole('link', { name: 'Cricket' })).toBeHidden()
    await menu.getByRole('link', { name: 'Fabrics & Materials' }).click()
    await expect(page).toHaveURL('/fabrics-materials')
    await expect(menu).toBeHidden()
  })

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    // As a visitor does: Escape once the menu is there and holds the focus.
    await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})
