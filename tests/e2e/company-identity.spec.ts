import { expect, test, type Page } from '@playwright/test'
import { legalContent } from '../../app/content/legal'
import { contentFor } from '../../app/content/page-content'
import { site } from '../../app/content/site'
import { termsContent, termsSections } from '../../app/content/terms'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { addressLines } from '../../app/lib/postal-address'
import { axeViolations, pageHeading, pageWords, waitForApp, watchForProblems } from './support'

const strings = { en, es }
const { company } = site

async function open(page: Page, path: string) {
  const problems = watchForProblems(page)
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await waitForApp(page)
  return problems
}

/** The facts the law asks a company's website to name, as a reader of the page finds them. */
function identityFacts(locale: Locale) {
  return [
    site.legalName,
    strings[locale].company.registers[company.registeredIn],
    company.number,
    company.registeredOffice.street,
    `${company.registeredOffice.locality} ${company.registeredOffice.postalCode}`,
    company.vatNumber,
  ]
}

for (const locale of locales) {
  const t = strings[locale]

  test.describe(`the company's identity in ${locale}`, () => {
    test('every page ends with the registered name, register, number, registered office and VAT number', async ({
      page,
    }) => {
      const problems = await open(page, localizePath(pagePaths.faq, locale))
      const footer = page.locator('footer')
      for (const fact of identityFacts(locale)) await expect(footer).toContainText(fact)
      // The page loaded whole. Leaving it by a link cancels what it was still fetching (the islands
      // reached by scrolling to the footer), which is the browser's doing, not a fault.
      problems.expectNone()
      const legalLinks = footer.getByRole('navigation', { name: t.footer.legalLinks })
      await legalLinks.getByRole('link', { name: t.footer.legal }).click()
      await expect(page).toHaveURL(new RegExp(`${localizePath(pagePaths.legal, locale)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('legal', locale))
      await page.goBack()
      await page
        .locator('footer')
        .getByRole('navigation', { name: t.footer.legalLinks })
        .getByRole('link', { name: t.footer.terms })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('terms', locale))
    })

    test('the company information page lists every identity fact, the contacts, and the LSSI items', async ({
      page,
    }) => {
      const { identity, prose } = contentFor(legalContent, locale)
      const problems = await open(page, localizePath(pagePaths.legal, locale))
      await expect(page).toHaveTitle(`${pageWords('legal', locale).title} - ${site.brand}`)
      const facts = page.locator('#company dl')
      const fact = (label: string) =>
        facts.locator('div').filter({ has: page.locator('dt', { hasText: label }) })
      const { labels } = identity
      await expect(fact(labels.registeredName).locator('dd')).toHaveText(site.legalName)
      await expect(fact(labels.tradingName).locator('dd')).toHaveText(site.brand)
      await expect(fact(labels.registeredIn).locator('dd')).toContainText(
        t.company.registers[company.registeredIn],
      )
      await expect(fact(labels.companyNumber).locator('dd')).toHaveText(company.number)
      const office = fact(labels.registeredOffice).locator('address')
      for (const line of addressLines(company.registeredOffice, locale))
        await expect(office).toContainText(line)
      await expect(fact(labels.vatNumber).locator('dd')).toHaveText(company.vatNumber)
      await expect(fact(labels.eori).locator('dd')).toHaveText(company.eori)
      for (const director of company.directors)
        await expect(fact(labels.directors).locator('dd')).toContainText(director)
      await expect(fact(labels.email).getByRole('link', { name: site.email.info })).toHaveAttribute(
        'href',
        `mailto:${site.email.info}`,
      )
      await expect(fact(labels.phone).getByRole('link', { name: site.phone.display })).toHaveAttribute(
        'href',
        `tel:${site.phone.dial}`,
      )
      await expect(fact(labels.factory).locator('address')).toContainText(site.offices.factory.street)
      for (const section of [prose.spain, prose.intellectualProperty, prose.termsOfUse]) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible()
        for (const paragraph of section.paragraphs) await expect(page.getByText(paragraph)).toBeVisible()
      }
      problems.expectNone()
    })

    test('the terms of business render every section, its key figures and a contents list that leads to each', async ({
      page,
    }) => {
      const { sections, keyFigures, contents } = contentFor(termsContent, locale)
      const problems = await open(page, localizePath(pagePaths.terms, locale))
      await expect(page).toHaveTitle(`${pageWords('terms', locale).title} - ${site.brand}`)
      const headings = page.getByRole('main').locator('section[id] > h2')
      await expect(headings).toHaveText(
        termsSections.map((id, index) => `${index + 1}.${sections[id].title}`),
      )
      for (const id of termsSections)
        for (const paragraph of sections[id].paragraphs)
          await expect(page.locator(`#${id}`).getByText(paragraph)).toBeVisible()
      for (const item of keyFigures.items)
        await expect(page.getByText(item.value, { exact: true })).toBeVisible()
      const toc = page.getByRole('navigation', { name: contents })
      await toc.getByRole('link', { name: sections.faults.title }).click()
      await expect(page).toHaveURL(/#faults$/)
      await expect(page.getByRole('heading', { level: 2, name: sections.faults.title })).toBeInViewport()
      problems.expectNone()
    })

    test('the social buttons say the profiles are not there yet, while none is set', async ({ page }) => {
      const problems = await open(page, localizePath(pagePaths.legal, locale))
      const footer = page.locator('footer')
      await expect(footer.getByRole('link', { name: t.footer.instagram })).toHaveCount(0)
      await footer.getByRole('button', { name: t.footer.instagram }).click()
      const notice = page.locator(':popover-open')
      await expect(notice).toHaveCount(1)
      await expect(notice).toContainText(t.footer.socialDescription)
      problems.expectNone()
    })
  })
}

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`the identity pages on a ${device}`, () => {
    test.use({ viewport })
    for (const path of locales.flatMap((locale) =>
      [pagePaths.legal, pagePaths.terms].map((page) => localizePath(page, locale)),
    )) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await open(page, path)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
