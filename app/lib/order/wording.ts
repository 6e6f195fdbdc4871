import { facts, formatFigure, formatNumber } from '~/content/figures'
import type { OptionNames } from '~/lib/order/option-names'
import { optionLabel, type Translate } from '~/lib/forms/messages'
import { quoteForm } from '~/lib/forms/quote'
import type { Locale } from '~/lib/locale'
import { minimumOrders, productCategories, type Decoration, type LineSample, type Size } from './catalogue'
import type { OrderLine } from './order'
import { formatDay, type Plan } from './planner'

/**
 * The words of an order that the page shows as the buyer types and the summary sends: counts,
 * options by their names, the plan in sentences. Without React, so the collector can say the same.
 */

const words = 'forms.quote'

/** "1 piece", "1,200 pieces": the count as the language writes it, with its noun. */
export function countText(
  t: Translate,
  noun: 'pieces' | 'rosterCheck.players',
  count: number,
  locale: Locale,
) {
  // Spanish has a "many" form for millions; it reads as the plural.
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'
  return t(`${words}.${noun}.${form}`, { amount: formatNumber(count, locale) })
}

/** A range of pieces or days as copy quotes it: "500-1,000". */
export const rangeText = (range: { from: number; to: number }, locale: Locale) =>
  formatFigure({ kind: 'range', ...range }, locale, 'prose')

/** The ages a youth size is cut for, "6-7 years"; nothing for an adult size. */
export function youthAges(size: Size, t: Translate, locale: Locale): string | undefined {
  const ages = (facts.youthSizeAges as Partial<Record<Size, { from: number; to: number }>>)[size]
  return ages && t(`${words}.builder.youthAges`, { ages: rangeText(ages, locale) })
}

/** A size as a buyer reads it: "M", and a youth size with its ages, "YS (6-7 years)". */
export function sizeName(size: Size, t: Translate, locale: Locale): string {
  const ages = youthAges(size, t, locale)
  return ages ? `${size} (${ages})` : size
}

/**
 * A run of sizes as an order sheet writes it: "XS-3XL" when it runs unbroken through `all` (its
 * fit's sizes), else each size. The category page's style cards and the line sheets write it so.
 */
export function sizeRun(sizes: readonly string[], all: readonly string[]) {
  const first = all.indexOf(sizes[0]!)
  const unbroken = sizes.length > 2 && sizes.every((size, index) => all[first + index] === size)
  return unbroken ? `${sizes[0]}-${sizes.at(-1)}` : sizes.join(', ')
}

/** Pieces of one size, "50 × M", "10 × YS (6-7 years)": the way an order sheet writes them in both languages. */
export const sizeQuantity = (size: Size, amount: number, t: Translate, locale: Locale) =>
  `${formatNumber(amount, locale)} × ${sizeName(size, t, locale)}`

/** What a line asks to be sampled, as a summary writes it: "size set, …", "one piece in size M". */
export const lineSampleText = (sample: LineSample, t: Translate, locale: Locale) =>
  sample === 'size-set'
    ? t(`${words}.summaryText.sizeSet`)
    : t(`${words}.summaryText.onePiece`, { size: sizeName(sample, t, locale) })

export function decorationName(decoration: Decoration, t: Translate, names: OptionNames) {
  return decoration === 'woven-patch' || decoration === 'none'
    ? t(`${words}.builder.decorations.${decoration}`)
    : names.printMethods[decoration]
}

export const productName = (line: OrderLine, t: Translate) =>
  optionLabel(t, quoteForm, 'productType', line.productType)

/** A palette colour by its name, or the code as sent when it is not one of the palette's. */
export const colourName = (hex: string, t: Translate) => optionLabel(t, quoteForm, 'color', hex) ?? hex

/** How a line stands against its product's minimum order, when it says anything. */
export function minimumNote(line: OrderLine, t: Translate, locale: Locale) {
  if (!line.productType || line.total === 0) return undefined
  const kind = productCategories[line.productType]
  const minimum = minimumOrders[kind]
  if (kind === 'goods' || !minimum) return { below: false, text: t(`${words}.builder.goodsVary`) }
  const category = t(`${words}.builder.categories.${kind}`)
  return line.total < minimum.from
    ? {
        below: true,
        minimum,
        text: t(`${words}.builder.belowMinimum`, { minimum: rangeText(minimum, locale), category }),
      }
    : { below: false, text: t(`${words}.builder.meetsMinimum`, { category }) }
}

/** A plan in sentences: the verdict, the date that matters, and how the days were counted. */
export function planSentences(plan: Plan, t: Translate, locale: Locale) {
  const mode = t(`${words}.planner.modes.${plan.mode}`)
  const verdict = t(`${words}.planner.verdicts.${plan.verdict}`, { mode })
  const deadline = plan.confirmBy
    ? t(`${words}.planner.confirmBy`, { date: formatDay(plan.confirmBy, locale), mode })
    : t(`${words}.planner.earliest`, { date: formatDay(plan.earliest!, locale), mode })
  const { sample, approval, production, shipping } = plan.stages
  const number = (value: number) => formatNumber(value, locale)
  const stages = t(`${words}.planner.${sample ? 'stagesSample' : 'stagesNoSample'}`, {
    sample: number(sample),
    approval: number(approval),
    production: number(production),
    shipping: number(shipping),
    mode,
    days: number(plan.days),
  })
  return { verdict, deadline, stages }
}
