import * as z from 'zod'
import { formIds } from '../../app/lib/forms/common'
import { locales } from '../../app/lib/locale'
import { addDays } from '../reports/queries'
import type { InboxFilter } from '../store/inbox'
import { leadStatuses, leadTopics } from '../store/schema'
import { ukDayStart } from '../working-time'
import { formLabels, localeLabels, statusLabels } from './labels'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(value)))
const flag = z.literal('1').transform(() => true as const)
const cursor = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** A value a filter form or a hand-edited address may send wrong: a wrong one counts as not given. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

/**
 * The inbox's address, as its filter form sends it: every field optional, an empty or unknown
 * value ignored rather than refused (a filter left blank means "any").
 */
const inboxQuerySchema = z.object({
  q: optional(z.string().trim().max(200)),
  form: optional(z.enum(formIds)),
  status: optional(z.enum(leadStatuses)),
  language: optional(z.enum(locales)),
  from: optional(day),
  to: optional(day),
  /** `me`, `unassigned`, or a staff account's id. */
  assignee: optional(z.union([z.enum(['me', 'unassigned']), z.coerce.number().int().positive()])),
  overdue: optional(flag),
  unread: optional(flag),
  topic: optional(z.enum(leadTopics)),
  before: optional(cursor),
  after: optional(cursor),
})

export type InboxQuery = z.infer<typeof inboxQuerySchema>

/** The filters of a query, without where its page starts. */
export type InboxFilters = Omit<InboxQuery, 'before' | 'after'>

export function parseInboxQuery(raw: unknown): InboxQuery {
  const entries = Object.entries(typeof raw === 'object' && raw !== null ? raw : {})
    // A blank field of the form is no filter; a repeated one is not one the form sends.
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
  const query = inboxQuerySchema.parse(Object.fromEntries(entries))
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as InboxQuery
}

/** The filters in the order an address lists them. */
export const filterOrder = [
  'q',
  'form',
  'status',
  'language',
  'from',
  'to',
  'assignee',
  'overdue',
  'unread',
  'topic',
] as const

/** The address of the inbox with `query`: its fields in one order, so one view has one address. */
export function inboxHref(query: InboxQuery, path = '/admin'): string {
  const search = new URLSearchParams()
  for (const key of [...filterOrder, 'before', 'after'] as const) {
    const value = query[key]
    if (value === undefined) continue
    search.set(key, value === true ? '1' : String(value))
  }
  return search.size ? `${path}?${search}` : path
}

/** The filters alone: what the export and the folder links keep of a page's address. */
export function filtersOf({ before: _before, after: _after, ...filters }: InboxQuery): InboxFilters {
  return filters
}

/** The store's filter for the person looking (`me`), with the UK office's calendar days. */
export function toFilter(query: InboxQuery, me: number): InboxFilter {
  return {
    q: query.q,
    form: query.form,
    status: query.status,
    locale: query.language,
    since: query.from ? ukDayStart(query.from) : undefined,
    until: query.to ? ukDayStart(addDays(query.to, 1)) : undefined,
    assignee: query.assignee === 'me' ? me : query.assignee === 'unassigned' ? null : query.assignee,
    overdue: query.overdue,
    unread: query.unread,
    topic: query.topic,
  }
}

/**
 * The filters in words, for the audit log: which leads went out, without what was searched for,
 * since a search is often a buyer's name and the log keeps no buyer's words (decision 016).
 */
export function describeFilters(query: InboxQuery, names: Map<number, string>): string {
  const parts: string[] = []
  if (query.status) parts.push(`status ${statusLabels[query.status]}`)
  else parts.push('every status but spam')
  if (query.form) parts.push(`form ${formLabels[query.form]}`)
  if (query.language) parts.push(`language ${localeLabels[query.language]}`)
  if (query.from || query.to) parts.push(`received ${query.from ?? 'any day'} to ${query.to ?? 'today'}`)
  if (query.assignee === 'me') parts.push('assigned to the exporter')
  else if (query.assignee === 'unassigned') parts.push('unassigned')
  else if (query.assignee !== undefined)
    parts.push(`assigned to ${names.get(query.assignee) ?? `account ${query.assignee}`}`)
  if (query.overdue) parts.push('overdue only')
  if (query.unread) parts.push('unread only')
  if (query.topic === 'privacy') parts.push('privacy requests only')
  if (query.q) parts.push('with a search')
  return parts.join(', ')
}
