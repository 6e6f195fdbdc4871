import { formatNumber } from '../../app/content/figures'
import { policyOf } from '../../app/lib/forms/forms'
import { asksForSample } from '../../app/lib/order/order'
import { buyerOf, leadValues, messageOf } from '../store/buyer'
import type { Lead } from '../store/leads'
import { wordsIn } from '../words'

/** Staff read the inbox in English, the language of the UK office. */
const { optionLabel } = wordsIn('en')

/** A chosen option as the form labels it in English, or as stored when it is none of the options. */
const labelled = (lead: Pick<Lead, 'form'>, key: string, value: string | undefined) =>
  optionLabel(lead.form, key, value) ?? value ?? ''

/** What staff read of a lead's request, whichever form sent it; a signup has an address only. */
export function requestOf(lead: Pick<Lead, 'form' | 'payload' | 'order'>) {
  const { order } = lead
  const values = leadValues(lead)
  const colour = optionLabel(lead.form, 'color', values.color)
  return {
    ...buyerOf(lead),
    phone: values.phone ?? '',
    country: values.country ?? '',
    city: values.city ?? '',
    position: values.position ?? '',
    productType: labelled(lead, 'productType', values.productType),
    quantity: labelled(lead, 'quantity', values.quantity),
    colour: colour ? `${colour} (${values.color!.toUpperCase()})` : (values.color ?? ''),
    size: values.size ?? '',
    pieces: order && order.total > 0 ? order.total : undefined,
    styles: [...new Set(order?.lines.flatMap((line) => line.style ?? []))].join(', '),
    sample: order && asksForSample(order) ? 'Yes' : '',
    repeatOf: order?.repeatOf ?? '',
    message: messageOf(lead),
    orderSummary: values.summary ?? '',
  }
}

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value, 'en')} ${value === 1 ? one : many}`

/**
 * A request in a few words, for a row of the list: an enquiry's product and quantity, a
 * quotation's products, pieces and players; a signup, whose sender is owed no answer, asks for
 * nothing more than its form says.
 */
export function summaryOf(lead: Pick<Lead, 'form' | 'payload' | 'order'>): string {
  const policy = policyOf(lead.form)
  if (!policy.answered) return ''
  const request = requestOf(lead)
  if (!policy.order) return [request.productType, request.quantity].filter(Boolean).join(' · ')
  const { order } = lead
  const products = [
    ...new Set(
      (order?.lines ?? []).map((line) => labelled(lead, 'productType', line.productType)).filter(Boolean),
    ),
  ]
  const named =
    products.length > 3 ? `${products.slice(0, 3).join(', ')} +${products.length - 3}` : products.join(', ')
  return [
    named || request.productType,
    request.pieces ? count(request.pieces, 'piece', 'pieces') : '',
    order?.roster.rows.length ? count(order.roster.rows.length, 'player', 'players') : '',
  ]
    .filter(Boolean)
    .join(' · ')
}
