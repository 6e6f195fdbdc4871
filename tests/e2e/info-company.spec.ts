import { expect, test, type Page } from '@playwright/test'
import { careersContent } from '../../app/content/careers'
import { factoryTourContent } from '../../app/content/factory-tour'
import { contentFor } from '../../app/content/page-content'
import { placeholdersContent } from '../../app/content/placeholders'
import { pressContent } from '../../app/content/press'
import { pressKit } from '../../app/lib/press-kit'
import { site } from '../../app/content/site'
import type { InfoCta, PlaceholderPageId } from '../../app/content/types/info-pages'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { homeSection, pagePaths } from '../../app/lib/paths'
import { pageHeading, waitForApp, watchForProblems } from './support'

const strings = { en, es }

const placeholderPages = [
  { id: 'finishing', path: pagePaths.finishing, cta: [pagePaths.customDesign, homeSection('contact')] },
  { id: 'payments', path: pagePaths.payments, cta: [homeSection('contact'), pagePaths.faq] },
  { id: 'delivery', path: pagePaths.delivery, cta: [homeSection('contact'), pagePaths.faq] },
] as const satisfies { id: PlaceholderPageId; path: string; cta: string[] }[]

async function open(page: Page, path: string, heading: string) {
  const problems = watchForProblems(page)
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await waitForApp(page)
  return problems
}

/** The closing band's two buttons lead where the page says, in the page's language. */
async function expectCta(page: Page, cta: InfoCta, destinations: readonly string[], locale: Locale) {
  const band = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: cta.title }) })
  const links = [cta.primary, cta.secondary]
  for (const [index, name] of links.entries()) {
    await expect(band.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      localizePath(destinations[index]!, locale),
    )
  }
}

/**
 * The press kit downloads from a plain link that names its size (tests/e2e/press-kit.spec.ts
 * opens the file); photographs are asked for by e-mail, naming the kit.
 */
async function expectPressKit(page: Page, locale: Locale) {
  const { kit } = contentFor(pressContent, locale)
  await expect(page.getByRole('link', { name: kit.moreLabel })).toHaveAttribute(
    'href',
    `mailto:${site.email.press}?subject=${encodeURIComponent(kit.title)}`,
  )
  await expect(page.locator(`a[href="${pressKit.path}"][download]`)).toHaveCount(1)
}

/**
 * The first tap on play shows the player. Nothing is asked of the presentation's host before it,
 * except where JavaScript is off: browsers then load even a lazy frame with the page (the HTML
 * standard, against tracking by scrolling), and it waits there, hidden, for the tap.
 */
async function expectTourPlaysOnFirstTap(page: Page, locale: Locale, requests: string[]) {
  const { video } = contentFor(factoryTourContent, locale)
  const player = page.locator(`iframe[title="${video.frameTitle}"]`)
  await expect(player).toBeHidden()
  const scripted = await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))
  if (scripted) expect(requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])

  // The play button is the summary of a <details>: a button to assistive technology.
  const play = page.locator('#tour summary')
  await expect(play).toHaveAccessibleName(video.play)
  const requested =
    scripted && page.waitForRequest((request) => request.url().startsWith(site.embeds.factoryTour))
  await play.click()
  await expect(player).toBeVisible()
  await expect(player).toHaveAttribute('src', new RegExp(`^${escapeRegExp(site.embeds.factoryTour)}`))
  if (requested) await requested
}

const escapeRegExp = (text: string) => text.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')

for (const locale of locales) {
  const t = strings[locale]

  test.describe(`information pages in ${locale}`, () => {
    for (const { id, path, cta } of placeholderPages) {
      test(`${path} shows three cards and its buttons, and no note that it is unfinished`, async ({
        page,
      }) => {
        const content = contentFor(placeholdersContent, locale)[id]
        const problems = await open(page, localizePath(path, locale), content.page.heading)
        const cards = page.locator('#features li')
        await expect(cards).toHaveCount(3)
        for (const card of content.cards.items) {
          await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible()
        }
        // The page has its full content: nothing on it may say it is still being written.
        await expect(page.getByRole('note')).toHaveCount(0)
        await expectCta(page, content.cta, cta, locale)
        if (id === 'payments') {
          const badges = page.getByRole('main').getByRole('list', { name: t.footer.paymentMethods })
          await expect(badges).toBeVisible()
          await expect(badges.getByRole('img', { name: 'Visa' })).toBeVisible()
          await expect(badges.getByText(t.footer.bankTransfer)).toBeVisible()
        }
        problems.expectNone()
      })
    }

    test('/careers gives reasons, says there are no openings and links to the careers address', async ({
      page,
    }) => {
      const content = contentFor(careersContent, locale)
      const problems = await open(
        page,
        localizePath(pagePaths.careers, locale),
        pageHeading('careers', locale),
      )
      await expect(page.locator('#reasons li')).toHaveCount(content.reasons.items.length)
      expect(content.reasons.items.length).toBeGreaterThanOrEqual(4)
      await expect(page.getByText(content.openings.status)).toBeVisible()
      await expect(page.getByRole('link', { name: content.openings.apply })).toHaveAttribute(
        'href',
        `mailto:${site.email.careers}`,
      )
      await expectCta(page, content.cta, [pagePaths.factoryTour, homeSection('about')], locale)
      problems.expectNone()
    })

    test('/press links to the press office and offers the press kit', async ({ page }) => {
      const content = contentFor(pressContent, locale)
      const problems = await open(page, localizePath(pagePaths.press, locale), pageHeading('press', locale))
      await expect(page.getByRole('link', { name: content.contact.emailLabel })).toHaveAttribute(
        'href',
        `mailto:${site.email.press}`,
      )
      await expect(page.getByText(content.contact.text)).toBeVisible()
      for (const fact of content.facts.items) {
        await expect(page.locator('#facts dt', { hasText: fact.label })).toBeVisible()
      }
      await expectPressKit(page, locale)
      await expectCta(page, content.cta, [pagePaths.factoryTour, homeSection('contact')], locale)
      problems.expectNone()
    })

    test('/factory-tour loads the presentation only after a click', async ({ page }) => {
      const content = contentFor(factoryTourContent, locale)
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      // The network is closed here: answer the embed at once so no request hangs.
      await page.route(`${new URL(site.embeds.factoryTour).origin}/**`, (route) =>
        route.fulfill({ status: 204 }),
      )
      await open(page, localizePath(pagePaths.factoryTour, locale), pageHeading('factoryTour', locale))
      await expect(page.locator('#inside li')).toHaveCount(3)
      for (const card of content.cards.items) {
        await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible()
      }
      for (const fact of content.facts) {
        await expect(page.locator('#tour dt', { hasText: fact.label })).toBeVisible()
      }
      await expectTourPlaysOnFirstTap(page, locale, requests)
      await expectCta(page, content.cta, [pagePaths.customDesign, homeSection('contact')], locale)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales) {
    test(`the press kit link and the tour's player answer the first tap (${locale})`, async ({ page }) => {
      await page.goto(localizePath(pagePaths.press, locale))
      await expectPressKit(page, locale)

      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.route(`${new URL(site.embeds.factoryTour).origin}/**`, (route) =>
        route.fulfill({ status: 204 }),
      )
      await page.goto(localizePath(pagePaths.factoryTour, locale))
      await expectTourPlaysOnFirstTap(page, locale, requests)
    })
  }
})

test('the closing buttons navigate within the language', async ({ page }) => {
  const content = contentFor(placeholdersContent, 'es').finishing
  await page.goto(localizePath(pagePaths.finishing, 'es'))
  await waitForApp(page)
  await page.getByRole('link', { name: content.cta.primary, exact: true }).click()
  await expect(page).toHaveURL(localizePath(pagePaths.customDesign, 'es'))
})
