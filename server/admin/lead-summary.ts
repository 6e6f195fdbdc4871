import { formatNumber } from '../../app/content/figures'
import { forms } from '../../app/i18n/en-forms'
import { swatchOf } from '../../app/lib/order/order'
import { buyerOf, messageOf } from '../store/buyer'
import type { Lead } from '../store/leads'

/** A chosen option as the forms' English labels it, or as stored when it has no label. */
const labelled = (labels: Record<string, string>, value: string | undefined) =>
  value ? (labels[value] ?? value) : ''

/**
 * What staff read of a lead's request, whichever form sent it: the quotation's names are
 * capitalised (`CustomerName`, `Notes`), the enquiry's are not, and a signup has an address only.
 */
export function requestOf(lead: Pick<Lead, 'form' | 'payload' | 'order'>) {
  const { payload, order } = lead
  const quote = lead.form === 'quote'
  const colour = swatchOf(payload.Color)
  return {
    ...buyerOf(payload),
    phone: payload.phone ?? payload.Phone ?? '',
    country: payload.country ?? payload.Country ?? '',
    city: payload.city ?? payload.City ?? '',
    position: payload.position ?? payload.Position ?? '',
    productType: quote
      ? labelled(forms.quote.productTypes, payload.ProductType)
      : labelled(forms.contact.productTypes, payload.productType),
    quantity: labelled(forms.contact.quantities, payload.quantity),
    colour: colour ? `${forms.colours[colour.name]} (${colour.hex})` : (payload.Color ?? ''),
    size: payload.Size ?? '',
    pieces: order && order.total > 0 ? order.total : undefined,
    message: messageOf(payload),
    orderSummary: payload.Summary ?? '',
  }
}

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value, 'en')} ${value === 1 ? one : many}`

/**
 * A request in a few words, for a row of the list: an enquiry's product and quantity, a
 * quotation's products, pieces and players; a signup asks for nothing more than its form says.
 */
export function summaryOf(lead: Pick<Lead, 'form' | 'payload' | 'order'>): string {
  if (lead.form === 'newsletter') return ''
  const request = requestOf(lead)
  if (lead.form === 'contact') return [request.productType, request.quantity].filter(Boolean).join(' · ')
  const { order } = lead
  const products = [
    ...new Set(
      (order?.lines ?? [])
        .map((line) => labelled(forms.quote.productTypes, line.productType))
        .filter(Boolean),
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
