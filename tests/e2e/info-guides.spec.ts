import { expect, test, type Page } from '@playwright/test'
import { customDesignContent } from '../../app/content/custom-design'
import { fabricsContent } from '../../app/content/fabrics'
import { contentFor } from '../../app/content/page-content'
import { printingContent } from '../../app/content/printing'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { localizePath, type Locale } from '../../app/lib/locale'
import { homeSection, pagePaths } from '../../app/lib/paths'
import { checkAccordion, expectAccordionsInHtml } from './accordion'
import { pageHeading, waitForApp } from './support'

const strings = { en, es }

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
  const path = (to: string) => localizePath(to, locale)

  test.describe(`information guides (${locale})`, () => {
    test('printing shows the seven methods, four options and the use-case table', async ({ page }) => {
      const content = contentFor(printingContent, locale)
      await open(page, path(pagePaths.printing), pageHeading('printing', locale))
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
      await open(page, path(pagePaths.fabrics), pageHeading('fabrics', locale))
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

    test('every method and fabric is in the pages as served, open or shut', async ({ page }) => {
      const { items: methods } = contentFor(printingContent, locale).methods
      await expectAccordionsInHtml(
        page,
        path(pagePaths.printing),
        { 'printing-methods': methods.length },
        methods.flatMap((method) => [
          method.title,
          method.summary,
          method.bestFor,
          ...method.features,
          ...method.limitations,
        ]),
      )
      const { items: groups } = contentFor(fabricsContent, locale).groups
      await expectAccordionsInHtml(
        page,
        path(pagePaths.fabrics),
        { 'fabric-groups': groups.length },
        groups.flatMap((group) => [
          group.title,
          group.summary,
          ...group.fabrics.flatMap((fabric) => [
            fabric.name,
            fabric.text,
            fabric.bestFor,
            ...fabric.properties,
          ]),
        ]),
      )
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the printing and fabrics accordions open one item at a time on the first tap', async ({
        page,
      }) => {
        await page.goto(path(pagePaths.printing))
        const { items: methods } = contentFor(printingContent, locale).methods
        await checkAccordion(
          page,
          page.locator('#methods'),
          methods.map((method) => method.title),
        )
        await expect(page.getByText(methods[1]!.summary, { exact: true })).toBeVisible()
        await page.goto(path(pagePaths.fabrics))
        const { items: groups } = contentFor(fabricsContent, locale).groups
        await checkAccordion(
          page,
          page.locator('#fabric-groups'),
          groups.map((group) => group.title),
        )
        await expect(page.getByText(groups[1]!.summary, { exact: true })).toBeVisible()
      })
    })

    test('custom design holds the quotation form and jumps to it', async ({ page }) => {
      const content = contentFor(customDesignContent, locale)
      await open(page, path(pagePaths.customDesign), pageHeading('customDesign', locale))
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

test('on a phone, an opened method stays where it was tapped while the long one above closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(pagePaths.printing)
  await waitForApp(page)
  const { items: methods } = contentFor(printingContent, 'en').methods
  const second = page.locator('#methods summary').filter({ hasText: methods[1]!.title })
  await second.scrollIntoViewIfNeeded()
  const tappedAt = await second.evaluate((summary) => summary.getBoundingClientRect().top)
  await second.click()
  await expect(page.getByText(methods[1]!.summary, { exact: true })).toBeInViewport()
  // Held in place once the first method has finished closing, give or take a pixel: the layout
  // lands on sub-pixel positions, and a pixel is not a move a person sees.
  await expect
    .poll(() =>
      second.evaluate((summary, at) => Math.abs(summary.getBoundingClientRect().top - at), tappedAt),
    )
    .toBeLessThanOrEqual(1)
})
