import { expect, test, type Locator, type Page } from '@playwright/test'
import { customDesignContent } from '../../app/content/custom-design'
import { fabricsContent } from '../../app/content/fabrics'
import { contentFor } from '../../app/content/page-content'
import { printingContent } from '../../app/content/printing'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { localizePath, type Locale } from '../../app/lib/locale'
import { homeSection, pagePaths } from '../../app/lib/paths'
import { waitForApp } from './support'

const strings = { en, es }

/** Checks a single-open, collapsible accordion whose first item starts open, by mouse and keyboard. */
async function checkAccordion(page: Page, scope: Locator, titles: string[]) {
  const triggers = titles.map((title) => scope.getByRole('button', { name: title }))
  for (const trigger of triggers) await expect(trigger).toHaveCount(1)
  const [first, second] = triggers as [Locator, Locator]
  const expanded = async () =>
    Promise.all(triggers.map(async (trigger) => (await trigger.getAttribute('aria-expanded')) === 'true'))

  expect(await expanded()).toEqual(titles.map((_, index) => index === 0))
  await expect(scope.getByRole('region').first()).toBeVisible()

  // The first click also brings the accordion to life, so its answer is awaited (decision 007).
  await second.click()
  await expect.poll(expanded).toEqual(titles.map((_, index) => index === 1))
  await second.click()
  await expect.poll(expanded).toEqual(titles.map(() => false))

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Space')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
}

async function open(page: Page, path: string, heading: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await waitForApp(page)
}

async function expectLinkLeadsTo(page: Page, name: string, target: string) {
  const link = page.getByRole('main').getByRole('link', { name, exact: true })
  await expect(link).toHaveAttribute('href', target)
  await link.click()
  await expect(page).toHaveURL(target)
}

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const t = strings[locale].pages
  const path = (to: string) => localizePath(to, locale)

  test.describe(`information guides (${locale})`, () => {
    test('printing shows the seven methods, four options and the use-case table', async ({ page }) => {
      const content = contentFor(printingContent, locale)
      await open(page, path(pagePaths.printing), t.printing.heading)
      const methods = page.locator('#methods')
      await checkAccordion(
        page,
        methods,
        content.methods.items.map((method) => method.title),
      )
      const sidebar = page.getByRole('complementary', { name: content.personalization.title })
      for (const option of content.personalization.options) {
        await expect(sidebar.getByRole('heading', { level: 3, name: option.title })).toBeVisible()
      }
      const table = page.getByRole('table', { name: content.useCases.table.caption })
      await expect(table.getByRole('columnheader')).toHaveCount(content.useCases.table.columns.length)
      await expect(table.locator('tbody tr')).toHaveCount(6)
      for (const [useCase, method] of content.useCases.table.rows as [string, string][]) {
        const row = table.getByRole('row', { name: useCase })
        await expect(row.getByRole('rowheader')).toHaveText(useCase)
        await expect(row.getByRole('cell').first()).toHaveText(method)
      }
      await expectLinkLeadsTo(page, content.cta.primary, path(pagePaths.customDesign))
    })

    test('fabrics shows five groups, the care table and five needs', async ({ page }) => {
      const content = contentFor(fabricsContent, locale)
      await open(page, path(pagePaths.fabrics), t.fabrics.heading)
      const groups = content.groups.items
      expect(groups).toHaveLength(5)
      await checkAccordion(
        page,
        page.locator('#fabric-groups'),
        groups.map((group) => group.title),
      )
      for (const group of groups) {
        expect(group.fabrics.length).toBeGreaterThanOrEqual(3)
        expect(group.fabrics.length).toBeLessThanOrEqual(5)
      }
      const table = page.getByRole('table', { name: content.care.table.caption })
      await expect(table.getByRole('columnheader')).toHaveText(content.care.table.columns)
      await expect(table.getByRole('rowheader')).toHaveText(
        content.care.table.rows.map(([fabric]) => fabric!),
      )
      const needs = page.locator('#choosing-fabric').getByRole('heading', { level: 3 })
      await expect(needs).toHaveText(content.choosing.needs.map((need) => need.title))
      await expectLinkLeadsTo(page, content.cta.secondary, path(pagePaths.customDesign))
      await page.goBack()
      await waitForApp(page)
      await expectLinkLeadsTo(page, content.cta.primary, path(homeSection('contact')))
      await expect(page.locator('#contact')).toBeInViewport()
    })

    test('custom design holds the quotation form and jumps to it', async ({ page }) => {
      const content = contentFor(customDesignContent, locale)
      await open(page, path(pagePaths.customDesign), t.customDesign.heading)
      const form = page.locator('#design-form').getByRole('form', { name: strings[locale].forms.quote.title })
      await expect(form).toHaveCount(1)
      const steps = page.locator('#how-it-works').getByRole('heading', { level: 3 })
      await expect(steps).toHaveText(content.steps.items.map((step) => step.title))
      await expect(page.getByRole('heading', { level: 2, name: content.include.title })).toBeVisible()
      await page.getByRole('link', { name: content.header.toForm }).click()
      await expect(page).toHaveURL(new RegExp(`${path(pagePaths.customDesign)}#design-form$`))
      await expect(page.locator('#design-form')).toBeInViewport()
    })
  })
}
