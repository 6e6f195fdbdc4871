import { expect, test, type Locator, type Page } from '@playwright/test'
import { formatNumber } from '../../app/content/figures'
import { i18nFor } from '../../app/i18n/config'
import type { Translate } from '../../app/lib/forms/messages'
import type { Locale } from '../../app/lib/locale'
import { addDays, localToday, planOrder } from '../../app/lib/order/planner'
import { planSentences } from '../../app/lib/order/wording'
import { pngLogo, vectorPdf } from '../../app/testing/artwork-files'
import {
  axeViolations,
  formEndpoint,
  formIsLive,
  storedFiles,
  storedSubmissions,
  thankYouReference,
  waitForApp,
} from './support'

/**
 * The quotation's order builder as a buyer uses it, in both languages: product lines with their
 * size matrices and totals, the roster read back, the delivery plan, and the whole order posted
 * with and without JavaScript.
 */

const translate =
  (lang: Locale): Translate =>
  (key, values) =>
    i18nFor(lang).t(key as never, values)
const pathOf = (lang: Locale) => (lang === 'es' ? '/es/custom-design' : '/custom-design')
// Dates as the planner and the collector take them; "today" is fixed for the planner's tests.
const today = '2027-01-04'

/** The labels a buyer finds the builder's fields by, in the page's language. */
function words(lang: Locale) {
  const t = translate(lang)
  return {
    t,
    line: (line: number, part: string, values: Record<string, string> = {}) =>
      t(`forms.quote.line.${part}`, { line: String(line), ...values }),
    quantity: (line: number, size: string) => t('forms.quote.line.quantity', { line: String(line), size }),
    pieces: (count: number) => t('forms.quote.pieces.other', { amount: formatNumber(count, lang) }),
  }
}

/** The order's total, as the builder shows it under the lines. */
const orderTotal = (form: Locator, lang: Locale) =>
  form
    .getByText(words(lang).t('forms.quote.builder.orderTotal'), { exact: true })
    .locator('..')
    .getByRole('status')
/** The header of a line after the first: its `<details>` summary. */
const lineHeader = (form: Locator, line: number) => form.locator(`#quote-line-${line} > summary`)
/** The offer of one more line, under the last one shown. */
const addLine = (form: Locator, lang: Locale) =>
  form.getByRole('button', { name: words(lang).t('forms.quote.builder.addLine') })

async function open(page: Page, lang: Locale) {
  await page.goto(pathOf(lang))
  await waitForApp(page)
  return page.locator('#quote-form')
}

async function fillSizes(form: Locator, lang: Locale, line: number, quantities: Record<string, string>) {
  const { quantity } = words(lang)
  for (const [size, count] of Object.entries(quantities)) {
    await form.getByLabel(quantity(line, size), { exact: true }).fill(count)
  }
}

/** The lines of a two-line kit order: shirts in a few sizes, and shorts enough to pass the minimum. */
async function fillTwoLines(form: Locator, lang: Locale) {
  const { t, line } = words(lang)
  await form.getByLabel(line(1, 'productType')).selectOption('jersey')
  await form
    .getByRole('group', { name: line(1, 'color') })
    .getByRole('radio', { name: t('forms.colours.navy') })
    .check()
  await fillSizes(form, lang, 1, { S: '2', M: '1', L: '1' })
  await addLine(form, lang).click()
  await form.getByLabel(line(2, 'productType')).selectOption('shorts')
  await fillSizes(form, lang, 2, { M: '600', L: '400' })
}

/** A logo and a crest, as a buyer attaches them: a PNG and a vector PDF. */
const artwork = [
  { name: 'club-badge.png', mimeType: 'image/png', buffer: pngLogo(1200) },
  { name: 'escudo del club.pdf', mimeType: 'application/pdf', buffer: vectorPdf() },
]

/** The artwork the collector stored with a lead is the artwork attached, byte for byte. */
async function expectStoredArtwork(leadId: number) {
  const files = await storedFiles(leadId)
  expect(files.map(({ name, kind }) => ({ name, kind }))).toEqual([
    { name: 'club-badge.png', kind: 'raster' },
    { name: 'escudo del club.pdf', kind: 'vector' },
  ])
  files.forEach((file, index) => expect(file.bytes.equals(artwork[index]!.buffer)).toBe(true))
}

for (const lang of ['en', 'es'] as const) {
  const { t, line, pieces, quantity } = words(lang)
  const minimum = `${formatNumber(500, lang)}-${formatNumber(1000, lang)}`

  test.describe(`${lang}: the order builder`, () => {
    test('a two-line order shows each line and the order adding up, with the minimum order hint', async ({
      page,
    }) => {
      const form = await open(page, lang)
      await fillTwoLines(form, lang)
      const totals = form.getByRole('status').filter({ hasText: t('forms.quote.builder.lineTotal') })
      await expect(totals).toHaveText([
        `${t('forms.quote.builder.lineTotal')}: ${pieces(4)}`,
        `${t('forms.quote.builder.lineTotal')}: ${pieces(1000)}`,
      ])
      await expect(orderTotal(form, lang)).toHaveText(pieces(1004))
      // Four shirts are far below the sportswear minimum: said kindly, never in the way.
      const category = t('forms.quote.builder.categories.sportswear')
      await expect(form.getByText(t('forms.quote.builder.belowMinimum', { minimum, category }))).toBeVisible()
      await expect(form.getByText(t('forms.quote.builder.meetsMinimum', { category }))).toBeVisible()

      // Closed, a filled line says what it holds.
      await lineHeader(form, 2).click()
      await expect(lineHeader(form, 2)).toHaveText(
        `${t('forms.quote.builder.line', { line: '2' })} · ${t('forms.quote.productTypes.shorts')} · ${pieces(1000)}`,
        { useInnerText: true },
      )
      // Removed, the order is one line again and another line is offered where it was.
      await lineHeader(form, 2).click()
      await form.getByRole('button', { name: t('forms.quote.builder.removeLine') }).click()
      await expect(form.locator('#quote-line-2')).toHaveCount(0)
      await expect(orderTotal(form, lang)).toHaveText(pieces(4))
      await expect(addLine(form, lang)).toBeFocused()
      // Added again, it comes back empty and open, its header taking the focus.
      await addLine(form, lang).click()
      await expect(form.getByLabel(line(2, 'productType'))).toHaveValue('')
      await expect(lineHeader(form, 2)).toBeFocused()
      await expect(form.locator('#quote-line-3')).toHaveCount(0)
    })

    test('a pasted roster is shown as it will be printed, with a repeated number and a wrong size count flagged', async ({
      page,
    }) => {
      const form = await open(page, lang)
      await fillSizes(form, lang, 1, { M: '2', L: '1' })
      const roster = ['Name\tNumber\tSize', 'Müller\t7\tM', 'Smith\t7\tM', 'Lee\t9\tXL', 'just a name'].join(
        '\n',
      )
      await form.getByLabel(t('forms.quote.roster')).fill(roster)
      const check = 'forms.quote.rosterCheck'
      await expect(form.getByText(t(`${check}.duplicates`, { numbers: '7' }))).toBeVisible()
      await expect(form.getByText(t(`${check}.mismatchTitle`))).toBeVisible()
      await expect(
        form.getByText(t(`${check}.mismatch`, { size: 'L', players: '0', ordered: '1' })),
      ).toBeVisible()
      await expect(
        form.getByText(t(`${check}.mismatch`, { size: 'XL', players: '1', ordered: '0' })),
      ).toBeVisible()
      await expect(form.getByText(t(`${check}.unreadable`, { rows: '5' }))).toBeVisible()
      const printed = form.getByRole('table', { name: t(`${check}.title`) })
      await expect(printed.getByRole('row')).toHaveCount(4)
      await expect(printed.getByRole('row').nth(1)).toHaveText(
        new RegExp(`^MÜLLER${t(`${check}.duplicate`)}7M$`),
      )
      await expect(printed.getByRole('cell', { name: 'LEE' })).toBeVisible()

      // Sizes put right on line 1: the roster adds up.
      await fillSizes(form, lang, 1, { L: '', XL: '1' })
      await expect(form.getByText(t(`${check}.matches`))).toBeVisible()
      await expect(form.getByText(t(`${check}.mismatchTitle`))).toBeHidden()
    })

    test('the planner works back from the in-hands date: comfortable, tight, too soon', async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${today}T10:00:00`))
      const form = await open(page, lang)
      const plan = form.getByRole('region', { name: t('forms.quote.planner.title') })
      const date = form.getByLabel(t('forms.quote.inHandsDate'))
      // Once the form is alive, the picker offers days from today on (the page's HTML, written on
      // the day of the build, says nothing of it: see the last test).
      await date.focus()
      await expect(date).toHaveAttribute('min', today)
      // Commas after the weekday depend on the ICU version of each side, so they are left out.
      const plain = (text: string) => text.replace(/,/g, '')
      for (const [inHands, verdict] of [
        ['2027-06-30', 'comfortable'],
        ['2027-03-20', 'tight'],
        ['2027-02-01', 'too-soon'],
      ] as const) {
        await date.fill(inHands)
        const expected = planOrder({ inHands, today })!
        expect(expected.verdict).toBe(verdict)
        const sentences = planSentences(expected, t, lang)
        await expect(plan.getByText(sentences.verdict)).toBeVisible()
        expect(plain(await plan.getByRole('status').innerText())).toContain(plain(sentences.deadline))
      }
      // Without a sample the same date is comfortable by sea.
      await date.fill('2027-03-30')
      await expect(
        plan.getByText(t('forms.quote.planner.verdicts.tight', { mode: t('forms.quote.planner.modes.air') })),
      ).toBeVisible()
      await form.getByRole('radio', { name: t('forms.quote.sampleChoices.no') }).check()
      await expect(plan.getByText(t('forms.quote.planner.verdicts.comfortable'))).toBeVisible()
    })

    test('a draft brings back the lines it held, open and added up', async ({ page }) => {
      const form = await open(page, lang)
      await fillTwoLines(form, lang)
      await page.reload()
      await waitForApp(page)
      await expect(form.getByLabel(line(2, 'productType'))).toBeVisible()
      await expect(form.getByLabel(line(2, 'productType'))).toHaveValue('shorts')
      await expect(form.getByLabel(line(1, 'productType'))).toHaveValue('jersey')
      await expect(
        form.getByRole('group', { name: line(1, 'color') }).getByRole('radio', { checked: true }),
      ).toHaveCount(1)
      await expect(orderTotal(form, lang)).toHaveText(pieces(1004))
    })

    test('"Add another product" tapped before the builder is live adds the line in place', async ({
      page,
    }) => {
      await page.goto(pathOf(lang))
      const form = page.locator('#quote-form')
      await addLine(form, lang).click()
      await expect(form.getByLabel(line(2, 'productType'))).toBeVisible()
      await expect(lineHeader(form, 2)).toBeFocused()
      // Held for the builder's script, not posted: the page is the one that was opened.
      expect(new URL(page.url()).pathname).toBe(pathOf(lang))
    })

    test("a style's quote link adds the style as a third line to a draft of two, after the draft is back", async ({
      page,
    }) => {
      const form = await open(page, lang)
      await fillTwoLines(form, lang)
      const code = 'SS-SOC-101'
      await page.goto(`${pathOf(lang)}?style=${code}&product=jersey&fabric=polyester-mesh#quote-form`)
      await waitForApp(page)
      await expect(form.getByLabel(line(3, 'style'))).toHaveValue(code)
      await expect(form.getByLabel(line(3, 'fabric'))).toHaveValue('polyester-mesh')
      // The draft's lines are as they were, none written over.
      await expect(form.getByLabel(line(1, 'productType'))).toHaveValue('jersey')
      await expect(form.getByLabel(line(2, 'productType'))).toHaveValue('shorts')
      await expect(form.getByLabel(line(1, 'style'))).toHaveValue('')
      await expect(form.locator('#quote-line-4')).toHaveCount(0)
      await expect(addLine(form, lang)).toBeVisible()
    })

    test('a whole order is sent with its derived ProductType, Color and Size and its summary, and stored', async ({
      page,
    }) => {
      const form = await open(page, lang)
      const customer = `Builder ${lang} ${Date.now()}`
      await form.getByLabel(t('forms.quote.customerName')).fill(customer)
      await form.getByLabel(t('forms.quote.email')).fill('kit@club.example')
      await form.getByLabel(t('forms.quote.phone')).fill('+44 20 7946 0123')
      await fillTwoLines(form, lang)
      await form.getByLabel(t('forms.quote.roster')).fill('Smith, 7, S\nJones, 8, S\nLee, 9, M\nPark, 10, L')
      await form.getByLabel(t('forms.quote.inHandsDate')).fill(addDays(localToday(), 200)!)
      await form.getByRole('radio', { name: t('forms.quote.sampleChoices.yes') }).check()
      await form.getByLabel(t('forms.quote.artwork.label')).setInputFiles(artwork)
      await formIsLive(form)
      const sent = page.waitForResponse(formEndpoint('quote'))
      await form.getByRole('button', { name: t('forms.quote.submit') }).click()
      expect((await sent).status()).toBe(200)
      await expect(form.getByLabel(t('forms.quote.customerName'))).toHaveValue('')
      await expect(form.getByLabel(line(2, 'productType'))).toBeHidden()

      const stored = (await storedSubmissions('quote')).find((lead) => lead.payload.CustomerName === customer)
      expect(stored?.payload).toMatchObject({
        ProductType: 'jersey',
        Color: '#001F5B',
        Size: 'S',
        Line1ProductType: 'jersey',
        Line1QtyS: '2',
        Line2ProductType: 'shorts',
        Line2QtyM: '600',
        Sample: 'yes',
      })
      const summary = String(stored?.payload.Summary)
      expect(summary).toContain(
        t('forms.quote.summaryText.line', { line: '1', product: t('forms.quote.productTypes.jersey') }),
      )
      expect(summary).toContain('2 × S · 1 × M · 1 × L')
      expect(summary).toContain(`${t('forms.quote.summaryText.orderTotal')}: ${pieces(1004)}`)
      expect(summary).toContain('SMITH · 7 · S')
      expect(stored!.order).toMatchObject({
        lines: [
          { line: 1, productType: 'jersey', color: '#001F5B', quantities: { S: 2, M: 1, L: 1 }, total: 4 },
          { line: 2, productType: 'shorts', quantities: { M: 600, L: 400 }, total: 1000 },
        ],
        roster: { rows: [{ name: 'Smith', number: '7', size: 'S' }, {}, {}, {}] },
        sample: 'yes',
        total: 1004,
      })
      await expectStoredArtwork(stored!.id)
    })

    test('the builder has no axe violations with its lines, roster and plan showing', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const form = await open(page, lang)
      await fillTwoLines(form, lang)
      await form.getByLabel(t('forms.quote.roster')).fill('Smith, 7, S\nJones, 7, M')
      await form.getByLabel(t('forms.quote.inHandsDate')).fill(addDays(localToday(), 80)!)
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      expect(await axeViolations(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await axeViolations(page)).toEqual([])
    })
  })

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the order builder posts its lines natively and the collector stores them', async ({ page }) => {
      await page.goto(pathOf(lang))
      const form = page.locator('#quote-form')
      const customer = `No script ${lang} ${Date.now()}`
      await form.getByLabel(t('forms.quote.customerName')).fill(customer)
      await form.getByLabel(t('forms.quote.email')).fill('kit@club.example')
      await form.getByLabel(t('forms.quote.phone')).fill('+44 20 7946 0123')
      await form.getByLabel(line(1, 'productType')).selectOption('hoodie')
      await form
        .getByRole('group', { name: line(1, 'color') })
        .getByRole('radio', { name: t('forms.colours.black') })
        .check()
      await fillSizes(form, lang, 1, { M: '150', L: '150' })
      // Without a script, "Add another product" posts the form, and the builder comes back with one
      // more line, what was typed kept, scrolled to the new line.
      await expect(form.locator('#quote-line-2')).toHaveCount(0)
      await addLine(form, lang).click()
      await expect(form.locator('#quote-line-2')).toBeInViewport()
      await expect(form.getByLabel(t('forms.quote.customerName'))).toHaveValue(customer)
      await expect(form.getByLabel(line(1, 'productType'))).toHaveValue('hoodie')
      await expect(form.getByLabel(quantity(1, 'M'), { exact: true })).toHaveValue('150')
      await expect(form.locator('#quote-line-3')).toHaveCount(0)
      // From that answer, at the collector's address, another line comes back in the same language.
      await addLine(form, lang).click()
      await expect(form.locator('#quote-line-3')).toBeInViewport()
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(form.getByLabel(t('forms.quote.customerName'))).toHaveValue(customer)
      await form.getByLabel(line(2, 'productType')).selectOption('cap')
      await form.getByLabel(line(2, 'fabric')).selectOption('cotton-pique')
      await form.getByLabel(line(2, 'decoration')).selectOption('embroidery')
      await form.getByLabel(line(2, 'placement')).selectOption('front')
      await fillSizes(form, lang, 2, { L: '300' })
      await form.getByLabel(t('forms.quote.roster')).fill('Ana García, 4, M')
      await form.getByLabel(t('forms.quote.inHandsDate')).fill(addDays(localToday(), 200)!)
      await form.getByRole('radio', { name: t('forms.quote.sampleChoices.no') }).check()
      await form.getByLabel(t('forms.quote.targetPrice')).fill('9.50')
      await form.getByLabel(t('forms.quote.currency')).selectOption('EUR')
      await form.getByLabel(t('forms.quote.destination')).fill('Valencia')
      await form.getByLabel(t('forms.quote.artwork.label')).setInputFiles(artwork)
      await form.getByRole('button', { name: t('forms.quote.submit') }).click()

      const reference = await thankYouReference(page, lang)
      const stored = (await storedSubmissions('quote')).find((lead) => lead.reference === reference)
      expect(stored?.payload).toMatchObject({
        CustomerName: customer,
        Line1ProductType: 'hoodie',
        Line1Color: '#000000',
        Line1QtyM: '150',
        Line1QtyL: '150',
        Line2ProductType: 'cap',
        Line2Fabric: 'cotton-pique',
        Line2Decoration: 'embroidery',
        Line2Placement: 'front',
        Line2QtyL: '300',
        Roster: 'Ana García, 4, M',
        Sample: 'no',
        TargetPrice: '9.50',
        Currency: 'EUR',
        Destination: 'Valencia',
        // Derived by the collector, since no script did it.
        ProductType: 'hoodie',
        Color: '#000000',
        Size: 'M',
      })
      expect(stored?.payload.Summary).toContain('ANA GARCÍA · 4 · M')
      expect(stored!.order).toMatchObject({
        lines: [
          { line: 1, productType: 'hoodie', total: 300 },
          { line: 2, productType: 'cap', fabric: 'cotton-pique', decoration: 'embroidery', total: 300 },
        ],
        targetPrice: { amount: 9.5, currency: 'EUR' },
        total: 600,
      })
      await expectStoredArtwork(stored!.id)
    })
  })
}

test("the in-hands date has no earliest day in the page's HTML, which was written on the day of the build", async ({
  request,
}) => {
  const html = await (await request.get('/custom-design')).text()
  const input = /<input[^>]*name="InHandsDate"[^>]*>/.exec(html)?.[0]
  expect(input).toContain('type="date"')
  expect(input).not.toMatch(/\smin=/)
})
