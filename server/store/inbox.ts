import { sql, type SelectQueryBuilder } from 'kysely'
import { formIds, type FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import type { Locale } from '../../app/lib/locale'
import { overdueCutoff } from '../working-time'
import { onPostgres } from './dialect'
import { toLead, type Lead } from './leads'
import { privacyOverdueCutoff } from './overdue'
import { isReference } from './reference'
import type { Database, Db, LeadStatus, LeadTopic } from './schema'
import { matchingLeads } from './search'

/** Which leads the inbox lists: every condition given must hold. */
export interface InboxFilter {
  form?: FormId
  /** One status; `spam` is the spam folder. Without it, every lead but spam. */
  status?: LeadStatus
  /** With no status: spam too (the command line's `--spam`). */
  includeSpam?: boolean
  locale?: Locale
  /** ISO time: received at or after it. */
  since?: string
  /** ISO time: received before it. */
  until?: string
  /** A staff account's id, or null for leads nobody has. */
  assignee?: number | null
  /** Only enquiries and quotations still `new` past the reply-time promise. */
  overdue?: boolean
  /** Only the leads of one topic: the privacy requests and complaints. */
  topic?: LeadTopic
  /** Only leads nobody has opened yet. */
  unread?: boolean
  /** What a person typed in the search box: words, or a reference. */
  q?: string
  /** Only leads up to this id: an export's, so leads arriving during it wait for the next. */
  upTo?: number
}

/** A lead as the inbox lists it. */
export interface InboxLead extends Lead {
  tags: string[]
  /** An enquiry or quotation still `new` past the reply-time promise. */
  overdue: boolean
}

type LeadQuery = SelectQueryBuilder<Database, 'leads', object>

/** The forms whose senders are promised no answer, so never overdue: a newsletter signup. */
const promisedNoReply = formIds.filter((form) => !policyOf(form).answered)

/** What a filter needs worked out before its query: the overdue cutoffs, and a date range's ids. */
interface Scope {
  cutoff: string
  /** The same for privacy requests, which are answered within a month. */
  privacyCutoff: string
  /** The lowest and highest id received in the date range; null when none was. */
  ids?: { low: number; high: number } | null
}

/**
 * A date range as the ids of the leads received in it, read from the (form, created_at) index
 * that migration 002 made: the list can then walk the ids in that span, newest first, instead of
 * every lead newer than the range. The range itself is still checked on each lead, so a lead
 * whose clock was off is neither shown nor lost wrongly.
 */
async function scopeOf(db: Db, filter: InboxFilter, now: Date): Promise<Scope> {
  const cutoffs = { cutoff: overdueCutoff(now), privacyCutoff: privacyOverdueCutoff(now) }
  if (!filter.since && !filter.until) return cutoffs
  let query = db
    .selectFrom('leads')
    .select((eb) => [eb.fn.min<number>('id').as('low'), eb.fn.max<number>('id').as('high')])
    .where('form', 'in', filter.form ? [filter.form] : [...formIds])
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  if (filter.until) query = query.where('created_at', '<', filter.until)
  const { low, high } = await query.executeTakeFirstOrThrow()
  return { ...cutoffs, ids: low === null || high === null ? null : { low, high } }
}

/**
 * `+column` keeps SQLite from choosing that column's index: the (form, created_at) index finds a
 * form's leads in date order, and sorting 30,000 of them by id costs more than walking the ids
 * from the newest until a page is full. PostgreSQL's planner weighs that with its statistics, and
 * takes no such hint.
 */
const unindexedOn = (db: Db) => (column: 'form' | 'created_at' | 'assignee_id') =>
  onPostgres(db) ? sql.ref(column) : sql<string>`+${sql.ref(column)}`

/** The leads of `filter`, not yet ordered or limited. */
function matching(db: Db, filter: InboxFilter, scope: Scope): LeadQuery {
  const unindexed = unindexedOn(db)
  let query: LeadQuery = db.selectFrom('leads')
  if (filter.status) query = query.where('status', '=', filter.status)
  else if (!filter.includeSpam) query = query.where('status', '!=', 'spam')
  if (filter.form) query = query.where(unindexed('form'), '=', filter.form)
  if (filter.locale) query = query.where('locale', '=', filter.locale)
  if (filter.topic) query = query.where('topic', '=', filter.topic)
  if (scope.ids === null) query = query.where(sql<boolean>`1 = 0`)
  else if (scope.ids) query = query.where('id', '>=', scope.ids.low).where('id', '<=', scope.ids.high)
  if (filter.since) query = query.where(unindexed('created_at'), '>=', filter.since)
  if (filter.until) query = query.where(unindexed('created_at'), '<', filter.until)
  // The unread leads are few, and have an index of their own: with them, the assignee's index
  // (every unassigned lead, say) is the longer way.
  const assignee = filter.unread ? unindexed('assignee_id') : sql.ref('assignee_id')
  if (filter.assignee === null) query = query.where(assignee, 'is', null)
  else if (filter.assignee !== undefined) query = query.where(assignee, '=', filter.assignee)
  if (filter.overdue)
    query = query
      .where('status', '=', 'new')
      // Not `form IN (…)`: without an index on (status, form, created_at), that would send
      // SQLite to the (form, created_at) one and 80,000 rows; this reads the new leads only.
      .$if(promisedNoReply.length > 0, (q) => q.where('form', 'not in', promisedNoReply))
      .where((eb) =>
        eb.or([
          eb.and([eb('topic', 'is', null), eb('created_at', '<', scope.cutoff)]),
          eb.and([eb('topic', '=', 'privacy'), eb('created_at', '<', scope.privacyCutoff)]),
        ]),
      )
  if (filter.unread) query = query.where('read_at', 'is', null)
  if (filter.upTo !== undefined) query = query.where('id', '<=', filter.upTo)
  const typed = filter.q?.trim() ?? ''
  const reference = typed.toUpperCase()
  if (isReference(reference)) query = query.where('reference', '=', reference)
  else {
    const found = matchingLeads(db, typed)
    if (found) query = query.where('id', 'in', found)
  }
  return query
}

/** The tags of each lead, by lead id. */
export async function tagsOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>()
  if (ids.length === 0) return tags
  const rows = await db
    .selectFrom('lead_tags')
    .select(['lead_id', 'tag'])
    .where('lead_id', 'in', ids)
    .orderBy('tag')
    .execute()
  for (const row of rows) tags.set(row.lead_id, [...(tags.get(row.lead_id) ?? []), row.tag])
  return tags
}

/**
 * Still `new` past the reply-time promise (working-time.ts; a privacy request's in overdue.ts). A
 * newsletter signup is promised no reply, so it is never late: the sales team has nothing to answer.
 */
const isLate = (lead: Lead, scope: Scope) =>
  lead.status === 'new' &&
  policyOf(lead.form).answered &&
  lead.createdAt < (lead.topic === 'privacy' ? scope.privacyCutoff : scope.cutoff)

async function withTags(db: Db, leads: Lead[], scope: Scope): Promise<InboxLead[]> {
  const tags = await tagsOf(
    db,
    leads.map((lead) => lead.id),
  )
  return leads.map((lead) => ({
    ...lead,
    tags: tags.get(lead.id) ?? [],
    overdue: isLate(lead, scope),
  }))
}

/** Where a page starts: after `before` (older leads) or before `after` (newer ones); the newest without either. */
export interface PageRequest {
  before?: number
  after?: number
  limit?: number
  now?: Date
}

export interface InboxPage {
  /** Newest first. */
  leads: InboxLead[]
  /** The `before` of the next page of older leads, when there is one. */
  older?: number
  /** The `after` of the page of newer leads, when there is one. */
  newer?: number
}

/**
 * One page of the inbox, newest first, found by id (keyset pagination): a page deep in 100,000
 * leads costs what the first does, and a lead arriving meanwhile moves nothing between pages.
 */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  { before, after, limit = 50, now = new Date() }: PageRequest = {},
): Promise<InboxPage> {
  const scope = await scopeOf(db, filter, now)
  const leads = () => matching(db, filter, scope).selectAll()
  const exists = async (query: LeadQuery) => Boolean(await query.select('id').limit(1).executeTakeFirst())

  if (after !== undefined) {
    const found = await leads()
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(limit + 1)
      .execute()
    // Back at the newest leads: the first page, full, as a visitor who just arrived sees it.
    if (found.length <= limit) return listInbox(db, filter, { limit, now })
    const page = found.slice(0, limit).reverse()
    return {
      leads: await withTags(db, page.map(toLead), scope),
      newer: page[0]!.id,
      older: page.at(-1)!.id,
    }
  }

  let query = leads()
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (before !== undefined) query = query.where('id', '<', before)
  const found = await query.execute()
  const page = found.slice(0, limit)
  const newer =
    before !== undefined &&
    page.length > 0 &&
    (await exists(matching(db, filter, scope).where('id', '>', page[0]!.id)))
  return {
    leads: await withTags(db, page.map(toLead), scope),
    older: found.length > limit ? page.at(-1)!.id : undefined,
    newer: newer ? page[0]!.id : undefined,
  }
}

/**
 * How many leads `filter` finds, counting no further than `cap`: past it, a number is no more use
 * to a person than "more than", and counting a broad filter to the end would read every lead.
 */
export async function countInbox(
  db: Db,
  filter: InboxFilter,
  { cap = 10_000, now = new Date() }: { cap?: number; now?: Date } = {},
): Promise<{ count: number; capped: boolean }> {
  const { count } = await db
    .selectFrom(
      matching(db, filter, await scopeOf(db, filter, now))
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('found'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count) > cap ? { count: cap, capped: true } : { count: Number(count), capped: false }
}

/** The inbox's folders: how many leads each holds. */
export interface FolderCounts {
  /** Every lead but spam. */
  inbox: number
  unread: number
  overdue: number
  /** Assigned to the person looking. */
  mine: number
  /** Privacy requests and complaints, spam aside. */
  privacy: number
  statuses: Record<LeadStatus, number>
}

/** Each folder's count, each from an index rather than a pass over the leads' rows. */
export async function countFolders(db: Db, me: number, now = new Date()): Promise<FolderCounts> {
  const scope = { cutoff: overdueCutoff(now), privacyCutoff: privacyOverdueCutoff(now) }
  const count = async (query: LeadQuery) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count)
  const byStatus = await db
    .selectFrom('leads')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute()
  const statuses = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 }
  for (const row of byStatus) statuses[row.status] = Number(row.count)
  return {
    inbox: Object.values(statuses).reduce((sum, value) => sum + value, 0) - statuses.spam,
    unread: await count(matching(db, { unread: true }, scope)),
    overdue: await count(matching(db, { overdue: true }, scope)),
    mine: await count(matching(db, { assignee: me }, scope)),
    privacy: await count(matching(db, { topic: 'privacy' }, scope)),
    statuses,
  }
}

/**
 * Every lead of `filter`, newest first, `batch` at a time: what an export streams, so the whole
 * table is never in memory.
 */
export async function* eachLead(
  db: Db,
  filter: InboxFilter,
  { batch = 500, now = new Date() }: { batch?: number; now?: Date } = {},
): AsyncGenerator<InboxLead[]> {
  let before: number | undefined
  for (;;) {
    const page = await listInbox(db, filter, { before, limit: batch, now })
    if (page.leads.length > 0) yield page.leads
    if (page.older === undefined) return
    before = page.older
  }
}

/** The newest lead's id: where an export starts (`upTo`), so its count matches its rows. */
export async function newestLeadId(db: Db): Promise<number> {
  const row = await db.selectFrom('leads').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.id ?? 0
}

/** The staff accounts leads can name, disabled ones included, by id: how rows name an assignee. */
export async function staffEmails(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('staff_users').select(['id', 'email']).execute()
  return new Map(rows.map((row) => [row.id, row.email]))
}
