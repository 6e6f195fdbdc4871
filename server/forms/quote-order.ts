import { optionNames } from '../../app/lib/order/option-names'
import type { CodedProblem } from '../../app/lib/forms/problems'
import type { Locale } from '../../app/lib/locale'
import { readOrder, specFieldsOf, type Order } from '../../app/lib/order/order'
import { orderSummary } from '../../app/lib/order/summary'
import { quoteForm } from '../../app/lib/forms/quote'
import { wordsIn } from '../words'

/** The posted name of the field that carries the status token of the request a quotation repeats. */
export const repeatField = quoteForm.fields.repeatOf.name

/** Whether the buyer said anything the order builder asks for. */
const saysAnything = (order: Order) =>
  order.repeatOf !== undefined ||
  order.lines.length > 0 ||
  order.roster.rows.length > 0 ||
  [order.inHandsDate, order.shipping, order.sample, order.targetPrice, order.destination].some(
    (part) => part !== undefined,
  )

/**
 * The order of a quotation, read from its checked fields: a roster must be readable row by row,
 * and the original form's `ProductType`, `Color` and `Size` are the first line's and `Summary` is written
 * here in the buyer's language, whatever was posted for them, so a lead reads the same whether
 * the page's script or a plain form sent it (and a summary says only what was checked). A request
 * without lines (a hosted form service's client, which knows only the original fields) keeps the
 * three as posted.
 */
export function readQuote(
  values: Record<string, string>,
  locale: Locale,
  repeatOf?: string,
): {
  values: Record<string, string>
  order?: Order
  problems: CodedProblem[]
} {
  // The earlier request's token is a secret of its status page: it went to find that request and
  // is stored with none, nor mailed; its reference stands for it in the order.
  const { [repeatField]: _token, ...posted } = values
  values = posted
  const order = { ...readOrder((name) => values[name] ?? ''), ...(repeatOf ? { repeatOf } : {}) }
  const { unreadable, tooLong } = order.roster
  const problems: CodedProblem[] =
    unreadable.length > 0 || tooLong ? [{ field: 'Roster', code: 'INVALID_ROSTER' }] : []
  if (!saysAnything(order)) {
    const { Summary: _, ...rest } = values
    return { values: rest, problems }
  }
  const Summary = orderSummary(order, wordsIn(locale).translate, locale, { names: optionNames(locale) })
  return { values: { ...values, ...specFieldsOf(order), Summary }, order, problems }
}
