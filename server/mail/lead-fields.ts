import { fieldList, type ListedField } from '../../app/lib/forms/contract'
import { colours } from '../../app/lib/forms/fields'
import { formContracts } from '../../app/lib/forms/forms'
import { formatNumber } from '../../app/content/figures'
import type { Locale } from '../../app/lib/locale'
import { fieldLabel } from '../forms/messages'
import type { Lead } from '../store/leads'
import { wordsFor } from './words'

/** A field's value as a person reads it: the label of a chosen option, a colour by its name. */
function shown(rule: ListedField, value: string, locale: Locale): string {
  const { forms } = wordsFor(locale)
  const labels: Record<string, Record<string, string>> = {
    productType: rule.name === 'productType' ? forms.contact.productTypes : forms.quote.productTypes,
    quantity: forms.contact.quantities,
  }
  if (rule.key === 'color') {
    const colour = colours.find((swatch) => swatch.hex.toLowerCase() === value.toLowerCase())
    return colour ? `${forms.colours[colour.name]} (${colour.hex})` : value
  }
  return labels[rule.key]?.[value] ?? value
}

/**
 * The fields a mail lists one by one: the spec's. What the quotation's order builder adds (lines,
 * roster, dates, terms) is shown as the order instead, in its summary's words (order-summary.tsx).
 */
const listed = (lead: Lead) => fieldList(formContracts[lead.form]).filter((rule) => !rule.omitWhenEmpty)

/** Every field of the lead's form, in the form's order, labelled as on the page. */
export function fieldRows(lead: Lead, locale: Locale, empty: string): Array<[string, string]> {
  return listed(lead).map((rule) => {
    const value = lead.payload[rule.name] ?? ''
    return [fieldLabel(lead.form, rule.key, locale), value ? shown(rule, value, locale) : empty]
  })
}

/**
 * What a quotation's order comes to, in counts: products, pieces, players. Counts are all an
 * acknowledgement repeats of an order, since nothing in them was typed freely.
 */
export function orderCountRows(lead: Lead, locale: Locale): Array<[string, string]> {
  const { order } = lead
  if (!order) return []
  const words = wordsFor(locale).mail.ack.orderCounts
  const count = (value: number) => formatNumber(value, locale)
  const rows: Array<[string, string]> = []
  if (order.lines.length > 0) rows.push([words.lines, count(order.lines.length)])
  if (order.total > 0) rows.push([words.pieces, count(order.total)])
  if (order.roster.rows.length > 0) rows.push([words.players, count(order.roster.rows.length)])
  return rows
}

/**
 * Only the fields the buyer chose from lists (product, quantity, colour, size): what an
 * acknowledgement may repeat, since nothing in them was typed freely. `only` keeps the fields of
 * those labels.
 */
export function chosenRows(lead: Lead, locale: Locale, only?: string[]): Array<[string, string]> {
  return listed(lead)
    .filter(
      (rule) =>
        rule.kind === 'choice' && lead.payload[rule.name] && lead.payload[rule.name] !== rule.fallback,
    )
    .filter((rule) => !only || only.includes(rule.key))
    .map((rule) => [fieldLabel(lead.form, rule.key, locale), shown(rule, lead.payload[rule.name]!, locale)])
}
