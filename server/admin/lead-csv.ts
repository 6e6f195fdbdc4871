import { Readable } from 'node:stream'
import { byteOrderMark, csvRow } from '../store/csv'
import { eachLead, type InboxFilter, type InboxLead } from '../store/inbox'
import type { Db } from '../store/schema'
import { formLabels, localeLabels, statusLabels } from './labels'
import { requestOf } from './lead-summary'

/** The export's columns, as a salesperson reads them in a spreadsheet, and each lead's value. */
type Request = ReturnType<typeof requestOf>

const columns: Array<
  [string, (lead: InboxLead, request: Request, names: Map<number, string>) => string | number | undefined]
> = [
  ['Reference', (lead) => lead.reference],
  ['Received (UTC)', (lead) => lead.createdAt],
  ['Form', (lead) => formLabels[lead.form]],
  ['Status', (lead) => statusLabels[lead.status]],
  ['Overdue', (lead) => (lead.overdue ? 'Yes' : '')],
  ['Assigned to', (lead, _request, names) => (lead.assigneeId === null ? '' : names.get(lead.assigneeId))],
  ['Language', (lead) => (lead.locale ? localeLabels[lead.locale] : '')],
  ['Name', (_lead, request) => request.name],
  ['Company', (_lead, request) => request.company],
  ['Email', (_lead, request) => request.email],
  ['Phone', (_lead, request) => request.phone],
  ['Country', (_lead, request) => request.country],
  ['City', (_lead, request) => request.city],
  ['Position', (_lead, request) => request.position],
  ['Product type', (_lead, request) => request.productType],
  ['Quantity', (_lead, request) => request.quantity],
  ['Colour', (_lead, request) => request.colour],
  ['Size', (_lead, request) => request.size],
  ['Pieces', (_lead, request) => request.pieces],
  ['Style codes', (_lead, request) => request.styles],
  ['Sample requested', (_lead, request) => request.sample],
  ['Repeat of', (_lead, request) => request.repeatOf],
  ['Message', (_lead, request) => request.message],
  ['Order summary', (_lead, request) => request.orderSummary],
  ['Page', (lead) => lead.page],
  ['Tags', (lead) => lead.tags.join('; ')],
]

export const leadCsvHeader = columns.map(([name]) => name)

/** One lead's row, in the columns' order. */
export function leadCsvRow(lead: InboxLead, names: Map<number, string>): string {
  const request = requestOf(lead)
  return csvRow(columns.map(([, value]) => value(lead, request, names)))
}

/**
 * The leads of `filter` as CSV, newest first, read from the database a batch at a time as the
 * reader takes them: the byte-order mark and the header, then one row a lead. The web export
 * and `npm run leads` both write this.
 */
export function leadsCsv(
  db: Db,
  filter: InboxFilter,
  { names, now = new Date() }: { names: Map<number, string>; now?: Date },
): Readable {
  async function* lines() {
    yield byteOrderMark + csvRow(leadCsvHeader)
    for await (const batch of eachLead(db, filter, { now })) {
      yield batch.map((lead) => leadCsvRow(lead, names)).join('')
    }
  }
  return Readable.from(lines(), { objectMode: false })
}
