// `npm run leads -- [--form contact|quote|newsletter] [--since 2026-01-01] [--format csv|json] [--spam]`
// prints the stored leads for the sales team: as CSV, the inbox's export, newest first; as JSON,
// every field with the state of its deliveries.
// `npm run leads -- retry <job id | reference>` puts parked deliveries back in the outbox.
import path from 'node:path'
import process from 'node:process'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { formIds, isFormId, type FormId } from '../../app/lib/forms/common'
import { formLabels } from '../admin/labels'
import { leadsCsv } from '../admin/lead-csv'
import { audit, commandLine } from '../store/audit'
import { countInbox, newestLeadId, staffEmails, type InboxFilter } from '../store/inbox'
import { listLeads } from '../store/leads'
import type { StoreConfig } from '../env'
import { jobsOfLeads, retryParked } from '../store/outbox'
import { isReference } from '../store/reference'
import type { Db } from '../store/schema'
import { runCommand, say, storeSettings, withCommandStore } from './command'

export interface ListOptions {
  command: 'list'
  form?: FormId
  since?: string
  format: 'csv' | 'json'
  includeSpam: boolean
  store: StoreConfig
}

export interface RetryOptions {
  command: 'retry'
  /** A job id, or a lead's reference (all its parked jobs). */
  target: number | string
  store: StoreConfig
}

export function readOptions(argv: string[], env = process.env): ListOptions | RetryOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      spam: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
  })
  const store = storeSettings(values['data-dir'], env)
  const [command, target] = positionals
  if (command === 'retry') {
    if (target && /^\d+$/.test(target)) return { command, target: Number(target), store }
    if (isReference(target)) return { command, target, store }
    throw new Error('retry needs a job id (a number) or a reference such as SS-4F7K2QXM')
  }
  if (command !== undefined)
    throw new Error(`Unknown command "${command}": leave it out to list, or use retry`)
  if (values.form && !isFormId(values.form)) throw new Error(`--form must be one of ${formIds.join(', ')}`)
  if (values.format !== 'csv' && values.format !== 'json') throw new Error('--format must be csv or json')
  if (values.since && Number.isNaN(Date.parse(values.since)))
    throw new Error('--since must be a date, such as 2026-01-01')
  return {
    command: 'list',
    form: values.form as FormId | undefined,
    since: values.since ? new Date(values.since).toISOString() : undefined,
    format: values.format,
    includeSpam: values.spam,
    store,
  }
}

export async function readLeads(db: Db, options: Omit<ListOptions, 'command' | 'format' | 'store'>) {
  const leads = await listLeads(db, options)
  const jobs = await jobsOfLeads(
    db,
    leads.map((lead) => lead.id),
  )
  return leads.map(({ payload, ...lead }) => ({
    ...lead,
    deliveries: jobs.get(lead.id) ?? [],
    fields: payload,
  }))
}

/**
 * The leads as the inbox exports them (admin/lead-csv.ts), column for column, written as they are
 * read; the export is in the audit log, as one from the inbox is.
 */
export async function exportCsv(
  db: Db,
  options: Omit<ListOptions, 'command' | 'format' | 'store'>,
): Promise<Readable> {
  const filter: InboxFilter = {
    form: options.form,
    since: options.since,
    includeSpam: options.includeSpam,
    upTo: await newestLeadId(db),
  }
  const { count } = await countInbox(db, filter, { cap: Number.MAX_SAFE_INTEGER })
  const described = [
    options.form ? `form ${formLabels[options.form]}` : 'every form',
    options.since ? `received since ${options.since}` : '',
    options.includeSpam ? 'spam included' : 'spam left out',
  ]
  await audit(db, commandLine, 'exported', {
    detail: `${count} ${count === 1 ? 'lead' : 'leads'}, ${described.filter(Boolean).join(', ')}`,
  })
  return leadsCsv(db, filter, { names: await staffEmails(db) })
}

/** Puts a parked job, or every parked job of a lead, back in the outbox; returns how many. */
export async function retryDeliveries(db: Db, target: number | string): Promise<number> {
  if (typeof target === 'number') return retryParked(db, [target])
  const lead = await db.selectFrom('leads').select('id').where('reference', '=', target).executeTakeFirst()
  if (!lead) throw new Error(`No lead has the reference ${target}`)
  const jobs = (await jobsOfLeads(db, [lead.id])).get(lead.id) ?? []
  return retryParked(
    db,
    jobs.filter((job) => job.state === 'parked').map((job) => job.id),
  )
}

/** Runs the command `argv` asks for on `db`, writing its data to `out`. */
export async function execute(db: Db, options: ListOptions | RetryOptions, out: NodeJS.WritableStream) {
  if (options.command === 'retry') {
    const count = await retryDeliveries(db, options.target)
    say(
      count
        ? `${count} parked deliver${count === 1 ? 'y is' : 'ies are'} back in the outbox; the running server sends ${count === 1 ? 'it' : 'them'} within seconds.`
        : 'Nothing to retry: no parked delivery matches.',
    )
    return
  }
  if (options.format === 'csv') {
    await pipeline(await exportCsv(db, options), out, { end: false })
    return
  }
  out.write(`${JSON.stringify(await readLeads(db, options), null, 2)}\n`)
}

export async function main(argv: string[], env = process.env, out: NodeJS.WritableStream = process.stdout) {
  const options = readOptions(argv, env)
  await withCommandStore(options.store, (db) => execute(db, options, out))
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  runCommand(() => main(process.argv.slice(2)))
