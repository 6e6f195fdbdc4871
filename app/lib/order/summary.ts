import { facts, formatNumber } from '~/content/figures'
import type { OptionNames } from '~/lib/order/option-names'
import type { Translate } from '~/lib/forms/messages'
import type { Locale } from '~/lib/locale'
import { sizes } from './catalogue'
import { asksForSample, type Order, type OrderLine } from './order'
import { formatDay, localToday, planOrder } from './planner'
import { duplicateNumbers, printedName, sizeMismatches } from './roster'
import {
  colourName,
  countText,
  decorationName,
  lineSampleText,
  minimumNote,
  planSentences,
  productName,
  rangeText,
  sizeName,
  sizeQuantity,
} from './wording'

/**
 * An order in plain text, the `Summary` a quotation is sent with: whatever receives the request
 * (our collector's e-mails, a hosted form service's) shows the sales team the whole order in one
 * field that reads well in any mail client. Short "Label: value" lines, a blank line between parts,
 * and nothing for what the buyer left empty. Without React or the DOM: the collector writes the
 * same summary for a request posted without JavaScript.
 */

const words = 'forms.quote.summaryText'
const dot = ' · '

function lineBlock(line: OrderLine, t: Translate, locale: Locale, names: OptionNames): string[] {
  const field = (label: string, value: string | undefined) =>
    value ? [`${t(`${words}.${label}`)}: ${value}`] : []
  const below = minimumNote(line, t, locale)?.below
  const pieces = countText(t, 'pieces', line.total, locale)
  const quantities = sizes
    .filter((size) => line.quantities[size])
    .map((size) => sizeQuantity(size, line.quantities[size]!, t, locale))
  return [
    t(`${words}.line`, { line: String(line.line), product: productName(line, t) ?? t(`${words}.noProduct`) }),
    ...field('style', line.style),
    ...field('color', line.color && `${colourName(line.color, t)} (${line.color})`),
    ...field('pantone', line.pantone),
    ...field('fabric', line.fabric && names.fabrics[line.fabric]),
    ...field('decoration', line.decoration && decorationName(line.decoration, t, names)),
    ...field('placement', line.placement && t(`forms.quote.builder.placements.${line.placement}`)),
    ...field('sizes', quantities.join(dot)),
    ...field('lineSample', line.sample && lineSampleText(line.sample, t, locale)),
    ...field('lineTotal', line.total > 0 ? pieces : undefined).map((text) =>
      below ? `${text} (${t(`${words}.belowMinimum`)})` : text,
    ),
  ]
}

function rosterBlock(order: Order, t: Translate, locale: Locale): string[] {
  const { rows, unreadable } = order.roster
  if (rows.length === 0 && unreadable.length === 0) return []
  const check = 'forms.quote.rosterCheck'
  const lineOne = order.lines.find((line) => line.line === 1)
  const duplicates = duplicateNumbers(rows)
  // Checked once line 1 has sizes, as the page does: before that every size would differ.
  const mismatches = lineOne && lineOne.total > 0 ? sizeMismatches(rows, lineOne.quantities) : []
  return [
    `${t(`${words}.roster`)}: ${countText(t, 'rosterCheck.players', rows.length, locale)}`,
    ...rows.map((row) =>
      [printedName(row.name, locale), row.number, row.size && sizeName(row.size, t, locale)]
        .filter(Boolean)
        .join(dot),
    ),
    ...(duplicates.length ? [t(`${check}.duplicates`, { numbers: duplicates.join(', ') })] : []),
    ...(mismatches.length
      ? [
          t(`${check}.mismatchTitle`),
          ...mismatches.map(
            ({ size, players, ordered }) =>
              `- ${t(`${check}.mismatch`, {
                size: sizeName(size, t, locale),
                players: formatNumber(players, locale),
                ordered: formatNumber(ordered, locale),
              })}`,
          ),
        ]
      : []),
    ...(unreadable.length ? [t(`${words}.unreadable`, { rows: unreadable.join(', ') })] : []),
  ]
}

/**
 * A sample or size set asked for before the order, said plainly for the sales team: what of which
 * line, where it goes, and what it costs.
 */
export function sampleRequest(order: Order, t: Translate, locale: Locale): string[] {
  if (!asksForSample(order)) return []
  const sampled = order.lines.filter((line) => line.sample)
  return [
    t(`${words}.sampleRequest`),
    ...(sampled.length
      ? sampled.map((line) =>
          t(`${words}.sampleLine`, {
            line: String(line.line),
            sample: [line.style, productName(line, t), lineSampleText(line.sample!, t, locale)]
              .filter(Boolean)
              .join(dot),
          }),
        )
      : [t(`${words}.sampleNoLines`)]),
    `${t(`${words}.sampleSendTo`)}: ${order.destination ?? t(`${words}.sampleSendToShipping`)}`,
    `${t(`${words}.sampleCharge`)}: ${t(`${words}.sampleChargeText`)}; ${t(
      `${words}.${facts.sampleCredited ? 'sampleChargeCredited' : 'sampleChargeNotCredited'}`,
    )}`,
  ]
}

function termsBlock(order: Order, t: Translate, locale: Locale, today: string): string[] {
  const field = (key: string, value: string | undefined) =>
    value ? [`${t(`forms.quote.${key}`)}: ${value}`] : []
  const plan =
    order.inHandsDate &&
    planOrder({ inHands: order.inHandsDate, today, sample: order.sample !== 'no', shipping: order.shipping })
  const planned = plan && planSentences(plan, t, locale)
  const price = order.targetPrice
  return [
    ...field('inHandsDate', order.inHandsDate && formatDay(order.inHandsDate, locale)),
    ...field(
      'shipping',
      order.shipping &&
        t(`forms.quote.shippingOptions.${order.shipping}`, {
          days: rangeText(facts.shippingDays[order.shipping], locale),
        }),
    ),
    ...(planned ? [`${t(`${words}.plan`)}: ${planned.verdict} ${planned.deadline}`] : []),
    // A sample asked for has its own part above; only a "no" is said here.
    ...field('sample', order.sample === 'no' ? t(`${words}.no`) : undefined),
    ...field(
      'targetPrice',
      price &&
        (price.currency
          ? new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency }).format(
              price.amount,
            )
          : new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(price.amount)),
    ),
    ...field('destination', order.destination),
  ]
}

export function orderSummary(
  order: Order,
  t: Translate,
  locale: Locale,
  { names, today = localToday() }: { names: OptionNames; today?: string },
): string {
  const lines = order.lines.map((line) => lineBlock(line, t, locale, names))
  const total = order.lines.length
    ? [[`${t(`${words}.orderTotal`)}: ${countText(t, 'pieces', order.total, locale)}`]]
    : []
  const repeat = order.repeatOf ? [[t(`${words}.repeatOf`, { reference: order.repeatOf })]] : []
  return [
    ...repeat,
    ...lines,
    ...total,
    sampleRequest(order, t, locale),
    rosterBlock(order, t, locale),
    termsBlock(order, t, locale, today),
  ]
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n')
}
