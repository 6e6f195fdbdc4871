import type { Problem } from '../../app/lib/forms/problems'
import { readOrder, specFieldsOf, type Order } from '../../app/lib/order/order'

/** Whether the buyer said anything the order builder asks for. */
const saysAnything = (order: Order) =>
  order.lines.length > 0 ||
  order.roster.rows.length > 0 ||
  [order.inHandsDate, order.shipping, order.sample, order.targetPrice, order.destination].some(
    (part) => part !== undefined,
  )

/**
 * The order of a quotation, read from its checked fields: a roster must be readable row by row,
 * and the spec's `ProductType`, `Color` and `Size` are the first line's, whatever was posted for
 * them, so a lead reads the same whether the page's script or a plain form sent it. A request
 * without lines (a hosted-service client of the spec's form) keeps the three as posted.
 */
export function readQuote(values: Record<string, string>): {
  values: Record<string, string>
  order?: Order
  problems: Problem[]
} {
  const order = readOrder((name) => values[name] ?? '')
  const { unreadable, tooLong } = order.roster
  const problems: Problem[] =
    unreadable.length > 0 || tooLong ? [{ field: 'Roster', code: 'INVALID_ROSTER' }] : []
  return {
    values: { ...values, ...specFieldsOf(order) },
    order: saysAnything(order) ? order : undefined,
    problems,
  }
}
