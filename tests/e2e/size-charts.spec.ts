import { expect, test, type Locator, type Page } from '@playwright/test'
import { formatNumber } from '../../app/content/figures'
import { contentFor } from '../../app/content/page-content'
import { sizeCharts, sizeChartsContent } from '../../app/content/size-charts'
import { i18nFor } from '../../app/i18n/config'
import type { Translate } from '../../app/lib/forms/messages'
import { localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths, sizeChartPath } from '../../app/lib/paths'
import { sizeName } from '../../app/lib/order/wording'
import { axeViolations, waitForApp } from './support'

/**
 * The size charts as a buyer uses them: each chart switched between centimetres and inches by its
 * own radios, with no script at all; and the youth sizes' ages, with the charts a link away,
 * where the order builder asks for sizes and reads back the roster.
 */

const translate =
  (lang: Locale): Translate =>
  (key, values) =>
    i18nFor(lang).t(key as never, values)

/** A chart's half chest of size M (or YM) in each unit, as the page prints it. */
function halfChest(fit: 'adult' | 'youth', lang: Locale) {
  const row = sizeCharts[fit].find((item) => item.size === (fit === 'youth' ? 'YM' : 'M'))!
  return {
    cm: formatNumber(row.figures.cm.halfChest, lang),
    inch: formatNumber(row.figures.inch.halfChest, lang),
  }
}

/** The half chest cell of size M (or YM) in a chart: the first figure of its row. */
const halfChestCell = (chart: Locator) =>
  chart
    .getByRole('row')
    .filter({ has: chart.page().getByRole('rowheader', { name: /^Y?M\b/ }) })
    .getByRole('cell')
    .first()

for (const lang of ['en', 'es'] as const) {
  const t = translate(lang)
  const words = contentFor(sizeChartsContent, lang)
  const caption = (fit: 'adult' | 'youth', unit: 'cm' | 'inch') =>
    t(`sizeCharts.caption.${unit}`, { chart: words.charts[fit].title })
  const chartOf = (page: Page, fit: 'adult' | 'youth') => page.locator(`section#${fit}`)

  test.describe(`${lang}: the size charts with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false })

    test('a chart switches to inches and back, and the others keep their unit', async ({ page }) => {
      await page.goto(localizePath(pagePaths.sizeCharts, lang))
      const adult = chartOf(page, 'adult')
      const youth = chartOf(page, 'youth')
      const figures = halfChest('adult', lang)

      await expect(adult.getByRole('table', { name: caption('adult', 'cm') })).toBeVisible()
      await expect(halfChestCell(adult)).toHaveText(figures.cm, { useInnerText: true })

      await adult.getByRole('radio', { name: t('sizeCharts.unitNames.inch') }).check()
      // The table is named for the unit shown, and the centimetres are out of the page's reading.
      await expect(adult.getByRole('table', { name: caption('adult', 'inch') })).toBeVisible()
      await expect(halfChestCell(adult)).toHaveText(figures.inch, { useInnerText: true })
      await expect(halfChestCell(adult)).toHaveAccessibleName(figures.inch)
      await expect(halfChestCell(adult).locator('.in-cm')).toBeHidden()
      // Drawn once near, as a visitor scrolling to it sees it (far bands skip rendering).
      await youth.scrollIntoViewIfNeeded()
      await expect(youth.getByRole('table', { name: caption('youth', 'cm') })).toBeVisible()
      await expect(halfChestCell(youth)).toHaveText(halfChest('youth', lang).cm, { useInnerText: true })

      await adult.getByRole('radio', { name: t('sizeCharts.unitNames.cm') }).check()
      await expect(adult.getByRole('table', { name: caption('adult', 'cm') })).toBeVisible()
      await expect(halfChestCell(adult)).toHaveText(figures.cm, { useInnerText: true })
    })

    test('the youth chart gives each size the ages it is cut for, from the business figures', async ({
      page,
    }) => {
      await page.goto(localizePath(sizeChartPath('youth'), lang))
      const youth = chartOf(page, 'youth')
      await expect(youth).toBeInViewport()
      for (const size of ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const) {
        // "YM (age 8-9)" as the builder writes it; the chart puts the ages under the size.
        const [code, ages] = sizeName(size, t, lang).split(/ \((.*)\)$/)
        await expect(youth.getByRole('rowheader', { name: `${code} ${ages}` })).toBeVisible()
      }
    })
  })

  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${lang}: the size charts have no axe violations on a ${device}, in inches too`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(localizePath(pagePaths.sizeCharts, lang))
      await waitForApp(page)
      expect(await axeViolations(page)).toEqual([])
      await chartOf(page, 'youth')
        .getByRole('radio', { name: t('sizeCharts.unitNames.inch') })
        .check()
      expect(await axeViolations(page, { include: 'section#youth' })).toEqual([])
    })
  }

  test(`${lang}: the order builder shows the youth sizes' ages and links to the charts from its sizes and its roster`, async ({
    page,
  }) => {
    await page.goto(localizePath(pagePaths.customDesign, lang))
    await waitForApp(page)
    const form = page.locator('#quote-form')
    const youth = form.getByRole('group', { name: t('forms.quote.builder.youth') }).first()
    const quantity = youth.getByLabel(t('forms.quote.line.quantity', { line: '1', size: 'YM' }), {
      exact: true,
    })
    const ages = t('forms.quote.builder.youthAges', { ages: '8-9' })
    // The ages describe the size's field, so a screen reader hears them with it.
    await expect(quantity).toHaveAccessibleDescription(ages)
    await expect(youth.getByText(ages, { exact: true })).toBeVisible()

    const sizes = form.getByRole('group', { name: t('forms.quote.builder.sizes') }).first()
    const chartsLink = (within: Locator) =>
      within.getByRole('link', { name: `${t('forms.quote.builder.sizeCharts')} ${t('common.newTab')}` })
    await expect(chartsLink(sizes)).toHaveAttribute('href', localizePath(pagePaths.sizeCharts, lang))
    await expect(chartsLink(sizes)).toHaveAttribute('target', '_blank')

    const roster = form.getByRole('group', { name: t('forms.quote.rosterSection') })
    await expect(chartsLink(roster)).toHaveAttribute('href', localizePath(pagePaths.sizeCharts, lang))
    await form.getByLabel(t('forms.quote.roster')).fill('Ana, 4, YM\nBen, 5, ys (8-9)\nCarla, 6, L')
    const printed = form.getByRole('table', { name: t('forms.quote.rosterCheck.title') })
    await expect(printed.getByRole('row')).toHaveCount(4)
    await expect(printed.getByRole('cell', { name: sizeName('YM', t, lang), exact: true })).toBeVisible()
    await expect(printed.getByRole('cell', { name: sizeName('YS', t, lang), exact: true })).toBeVisible()

    // The link opens the charts in a tab of their own, the quotation left as typed.
    const [charts] = await Promise.all([page.context().waitForEvent('page'), chartsLink(roster).click()])
    await charts.waitForLoadState()
    await expect(charts.getByRole('heading', { level: 1, name: words.page.heading })).toBeVisible()
    await expect(form.getByLabel(t('forms.quote.roster'))).toHaveValue(/^Ana, 4, YM/)
  })
}
