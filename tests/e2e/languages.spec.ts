import { expect, test } from '@playwright/test'
import { es } from '../../app/i18n/es'
import { homeContent } from '../../app/content/home'
import { contentFor } from '../../app/content/page-content'
import { expectedPages, pageHeading, waitForApp } from './support'

test.describe('every page in Spanish', () => {
  for (const { path, title } of expectedPages('es')) {
    test(`${path} is in Spanish`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page).toHaveTitle(title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('banner').getByRole('link', { name: es.nav.getQuote })).toBeVisible()
      // Internal links stay in Spanish; only the language switch (in the bar and in the phone
      // menu) leads to English. A file to download (the press kit, in both languages) is no page.
      const english = await page
        .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) =>
          links
            .filter((link) => link.getAttribute('hreflang') !== 'en' && !link.hasAttribute('download'))
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => href !== '/es' && !href.startsWith('/es/') && !href.startsWith('/es#')),
        )
      expect(english).toEqual([])
    })
  }
})

test('an unknown Spanish path answers 404 with the Spanish Not Found page', async ({ page }) => {
  const response = await page.goto('/es/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.notFound.heading)
})

test('the language switch changes the page and back, keeping the section', async ({ page }) => {
  await page.goto('/printing')
  await waitForApp(page)
  const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Language' })
  await switcher.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es/printing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('printing', 'es'))

  await page.goto('/es#about')
  await waitForApp(page)
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Idioma' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL('/#about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the Spanish header fits a 1024-pixel screen', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/es/faq')
  const quote = page.getByRole('banner').getByRole('link', { name: es.nav.getQuote })
  const box = await quote.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(1024 - 16)
})

test('without JavaScript the language switch still leads to the other language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/printing')
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es/printing')
  await context.close()
})

test('the chosen language holds across reloads and visits', async ({ page }) => {
  await page.goto('/faq')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es/faq')
  await page.goto('/faq')
  await expect(page).toHaveURL('/es/faq')
  await page.reload()
  await expect(page).toHaveURL('/es/faq')

  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/faq')
  await page.reload()
  await expect(page).toHaveURL('/faq')
})

test('?lng=es on the home page leads to Spanish', async ({ page }) => {
  await page.goto('/?lng=es')
  await expect(page).toHaveURL('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('?lng=fr falls back to English without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/?lng=fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(new URL(page.url()).pathname).toBe('/')
  expect(errors).toEqual([])
})

test.describe('a visitor whose browser is in Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('lands on the Spanish page, without painting English first', async ({ page }) => {
    const painted: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) painted.push(new URL(frame.url()).pathname)
    })
    await page.goto('/')
    await expect(page).toHaveURL('/es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFor(homeContent, 'es').hero.title)
    expect(painted.at(-1)).toBe('/es')
  })

  test('keeps the path when sent to Spanish', async ({ page }) => {
    await page.goto('/products/soccer#features')
    await expect(page).toHaveURL('/es/products/soccer#features')
  })
})

test.describe('a visitor whose browser is in British English', () => {
  test.use({ locale: 'en-GB' })

  test('stays on the English page', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await expect(page).toHaveURL('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test('canonical and alternate links point at pages that exist', async ({ page, request }) => {
  for (const path of ['/', '/es/faq', '/products/boxing', '/es/products/bags']) {
    await page.goto(path)
    const links = await page
      .locator('link[rel="canonical"], link[rel="alternate"][hreflang]')
      .evaluateAll((tags) =>
        tags.map((tag) => ({
          rel: tag.getAttribute('rel'),
          lang: tag.getAttribute('hreflang'),
          href: tag.getAttribute('href') ?? '',
        })),
      )
    expect(links.map((link) => link.lang ?? link.rel).sort()).toEqual(['canonical', 'en', 'es', 'x-default'])
    for (const link of links) {
      const target = new URL(link.href)
      expect((await request.get(target.pathname)).status(), link.href).toBe(200)
    }
    expect(new URL(links.find((link) => link.rel === 'canonical')!.href).pathname).toBe(path)
  }
})

test('the page the pointer rests on is fetched before the click, and no other', async ({
  page,
  context,
  baseURL,
}) => {
  // A Spanish reader, remembered as one, chooses English from a Spanish page.
  await context.addCookies([{ name: 'i18next', value: 'es', url: baseURL! }])
  const cdp = await context.newCDPSession(page)
  await cdp.send('Preload.enable')
  // What the browser started to make ready, by path (a prerender, or the fetch it starts with).
  const started = new Set<string>()
  const note = (event: { key: { url: string } }) => started.add(new URL(event.key.url).pathname)
  cdp.on('Preload.prerenderStatusUpdated', note)
  cdp.on('Preload.prefetchStatusUpdated', note)
  await page.goto('/es/faq')
  await waitForApp(page)
  expect([...started]).toEqual([])
  const english = page.getByRole('banner').locator('a[data-language-choice="en"]').first()
  await english.hover()
  await expect.poll(() => [...started]).toEqual(['/faq'])
  await english.click()
  await expect(page).toHaveURL('/faq')
  // The English page decided its language after the click had stored the choice.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
