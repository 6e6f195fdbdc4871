import { fieldList, type ListedField } from '../../app/lib/forms/contract'
import { colours } from '../../app/lib/forms/common'
import { formContracts } from '../../app/lib/forms/forms'
import { formatNumber } from '../../app/content/figures'
import type { Locale } from '../../app/lib/locale'
import { sizes } from '../../app/lib/order/catalogue'
import type { OrderLine } from '../../app/lib/order/order'
import { colourName, countText, productName, sizeQuantity } from '../../app/lib/order/wording'
import { leadValues } from '../store/buyer'
import type { Lead } from '../store/leads'
import { wordsIn } from '../words'

/**
 * A field's value as a person reads it: the label of a chosen option, a colour by its name, with
 * its code for the sales team (`withCode`), who match it; a buyer reads the name alone.
 */
function shown(lead: Lead, rule: ListedField, value: string, locale: Locale, withCode = true): string {
  const label = wordsIn(locale).optionLabel(lead.form, rule.key, value)
  if (label === undefined) return value
  const swatch = colours.find((colour) => colour.hex.toLowerCase() === value.toLowerCase())
  return swatch && withCode ? `${label} (${swatch.hex})` : label
}

/**
 * The fields a mail lists one by one: the form's original ones. What the quotation's order builder adds (lines,
 * roster, dates, terms) is shown as the order instead, in its summary's words (order-summary.tsx).
 */
const listed = (lead: Lead) => fieldList(formContracts[lead.form]).filter((rule) => !rule.omitWhenEmpty)

/** Every field of the lead's form, in the form's order, labelled as on the page. */
export function fieldRows(lead: Lead, locale: Locale, empty: string): Array<[string, string]> {
  const values = leadValues(lead)
  const { fieldLabel } = wordsIn(locale)
  return listed(lead).map((rule) => {
    const value = values[rule.key] ?? ''
    return [fieldLabel(lead.form, rule.key), value ? shown(lead, rule, value, locale) : empty]
  })
}

/**
 * What a quotation's order comes to, in counts: products, pieces, players. Counts are all an
 * acknowledgement repeats of an order, since nothing in them was typed freely.
 */
export function orderCountRows(lead: Lead, locale: Locale): Array<[string, string]> {
  const { order } = lead
  if (!order) return []
  const { t } = wordsIn(locale)
  const count = (value: number) => formatNumber(value, locale)
  const rows: Array<[string, string]> = []
  if (order.lines.length > 0) rows.push([t('mail:ack.orderCounts.lines'), count(order.lines.length)])
  if (order.total > 0) rows.push([t('mail:ack.orderCounts.pieces'), count(order.total)])
  if (order.roster.rows.length > 0)
    rows.push([t('mail:ack.orderCounts.players'), count(order.roster.rows.length)])
  return rows
}

/**
 * One product line as the buyer reads it back: product, colour by its name, and the pieces in each
 * size, "Camiseta · Azul royal · 50 × S, 100 × M · 150 unidades". Only what was chosen from lists.
 */
function lineText(line: OrderLine, locale: Locale): string {
  const { t, translate } = wordsIn(locale)
  const quantities = sizes
    .filter((size) => line.quantities[size])
    .map((size) => sizeQuantity(size, line.quantities[size]!, translate, locale))
  return [
    productName(line, translate) ?? t('forms.quote.summaryText.noProduct'),
    line.color && colourName(line.color, translate),
    quantities.join(', '),
    line.total > 0 && countText(translate, 'pieces', line.total, locale),
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * What a buyer's acknowledgement repeats of the request: the fields chosen from lists and, for a
 * quotation with an order, every product line and the order's counts. Then the fields the form
 * derives from line 1 (product, colour, main size) are left out: alone they would read as if the
 * whole order were one product in one size.
 */
export function acknowledgedRows(lead: Lead, locale: Locale): Array<[string, string]> {
  const lines = lead.order?.lines ?? []
  const chosen = chosenRows(lead, locale, undefined, false)
  if (lines.length === 0) return [...chosen, ...orderCountRows(lead, locale)]
  const { t, fieldLabel } = wordsIn(locale)
  const derived = new Set(
    listed(lead)
      .filter((rule) => rule.derived)
      .map((rule) => fieldLabel(lead.form, rule.key)),
  )
  return [
    ...chosen.filter(([label]) => !derived.has(label)),
    ...lines.map((line): [string, string] => [
      t('forms.quote.builder.line', { line: formatNumber(line.line, locale) }),
      lineText(line, locale),
    ]),
    ...orderCountRows(lead, locale),
  ]
}

/**
 * Only the fields the buyer chose from lists (product, quantity, colour, size): what an
 * acknowledgement may repeat, since nothing in them was typed freely. `only` keeps the fields of
 * those labels.
 */
export function chosenRows(
  lead: Lead,
  locale: Locale,
  only?: string[],
  withCode = true,
): Array<[string, string]> {
  const values = leadValues(lead)
  const { fieldLabel } = wordsIn(locale)
  return listed(lead)
    .filter((rule) => rule.kind === 'choice' && values[rule.key] && values[rule.key] !== rule.fallback)
    .filter((rule) => !only || only.includes(rule.key))
    .map((rule) => [fieldLabel(lead.form, rule.key), shown(lead, rule, values[rule.key]!, locale, withCode)])
}
