import { sql, type Selectable } from 'kysely'
import { onPostgres } from './dialect'
import type { Db, JobKind, JobState, OutboxTable } from './schema'
import { retryWindowMs } from './leads'
import { replyCapHealth, type ReplyCapHealth } from './reply-caps'

export interface Job {
  id: number
  /** Null for the weekly digest, which names its week instead. */
  leadId: number | null
  reportWeek: string | null
  kind: JobKind
  state: JobState
  /** Tries so far, this one included once the job is claimed. */
  attempts: number
  lastError: string | null
  createdAt: string
  dueAt: string
  giveUpAt: string
  sentAt: string | null
}

const toJob = (row: Selectable<OutboxTable>): Job => ({
  id: row.id,
  leadId: row.lead_id,
  reportWeek: row.report_week,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  dueAt: row.due_at,
  giveUpAt: row.give_up_at,
  sentAt: row.sent_at,
})

/**
 * Takes up to `limit` due jobs for this process: each gets a lease until `leaseUntil`, and no other
 * claim takes it before then. A process that dies mid-delivery leaves its lease to run out, and the
 * job is taken again, by whichever instance claims next. On PostgreSQL, instances claiming at the
 * same moment pass over the rows another is claiming (`FOR UPDATE SKIP LOCKED`) rather than wait
 * for them or take them twice; SQLite has one writer at a time, and one process.
 */
export async function claimDueJobs(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<Job[]> {
  const at = now.toISOString()
  const postgres = onPostgres(db)
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ lease_until: leaseUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('due_at', '<=', at)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', at)]))
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .$if(postgres, (claim) => claim.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute()
  return rows.map(toJob).sort((a, b) => a.id - b.id)
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ state: 'sent', sent_at: now.toISOString(), lease_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** Tries the job again at `dueAt`, recording why this try failed. */
export async function reschedule(db: Db, id: number, dueAt: Date, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ due_at: dueAt.toISOString(), lease_until: null, last_error: error })
    .where('id', '=', id)
    .execute()
}

/** Gives up on the job, keeping the error for a person to read. */
export async function park(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ state: 'parked', lease_until: null, last_error: error })
    .where('id', '=', id)
    .execute()
}

/** Puts parked jobs back in the queue, due now, with a fresh 48 hours of retries. Returns how many. */
export async function retryParked(db: Db, ids: number[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .updateTable('outbox')
    .set({
      state: 'pending',
      due_at: now.toISOString(),
      give_up_at: new Date(now.getTime() + retryWindowMs).toISOString(),
      lease_until: null,
    })
    .where('state', '=', 'parked')
    .where('id', 'in', ids)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function jobsOfLeads(db: Db, leadIds: number[]): Promise<Map<number, Job[]>> {
  const byLead = new Map<number, Job[]>()
  if (leadIds.length === 0) return byLead
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', 'in', leadIds)
    .orderBy('id')
    .execute()
  for (const row of rows) {
    if (row.lead_id === null) continue
    const jobs = byLead.get(row.lead_id) ?? []
    jobs.push(toJob(row))
    byLead.set(row.lead_id, jobs)
  }
  return byLead
}

export interface OutboxHealth {
  pending: number
  /**
   * How long the oldest pending job has been due, in seconds; 0 when none is. A reply still
   * waiting for its turn under the caps is not yet due: it counts from its turn.
   */
  oldestPendingSeconds: number
  parked: number
  /** What the caps on automatic replies hold back or refused. */
  replyCaps: ReplyCapHealth
}

export async function outboxHealth(db: Db, now = new Date()): Promise<OutboxHealth> {
  const at = now.toISOString()
  const rows = await db
    .selectFrom('outbox')
    .select([
      'state',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.min(eb.fn.coalesce('reply_slot', 'created_at')).as('oldest'),
    ])
    .where('state', 'in', ['pending', 'parked'])
    .where((eb) => eb.or([eb('reply_slot', 'is', null), eb('reply_slot', '<=', at)]))
    .groupBy('state')
    .execute()
  const pending = rows.find((row) => row.state === 'pending')
  const parked = rows.find((row) => row.state === 'parked')
  const replyCaps = await replyCapHealth(db, now)
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : now.getTime()
  return {
    pending: Number(pending?.count ?? 0) + replyCaps.waiting,
    oldestPendingSeconds: Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    parked: Number(parked?.count ?? 0),
    replyCaps,
  }
}

/** Deliveries that keep failing: waiting for another try after two or more failed ones. */
export interface FailingDeliveries {
  /** How many jobs are in that state. */
  count: number
  /** The newest failure's description (`describeFailure`): the reason they fail. */
  lastError: string
}

/**
 * Jobs that failed on two tries or more and still wait for another: a cause that does not heal
 * between retries (an untrusted certificate, a relay that is down), seen within the first retry's
 * wait. One failed try is ordinary (a relay restarting), and parked jobs are counted apart.
 */
export async function failingDeliveries(db: Db): Promise<FailingDeliveries | undefined> {
  const failing = db
    .selectFrom('outbox')
    .where('state', '=', 'pending')
    .where('attempts', '>=', 2)
    .where('last_error', 'is not', null)
  const counted = await failing.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
  const count = Number(counted?.count ?? 0)
  if (count === 0) return undefined
  const newest = await failing.select('last_error').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
  return { count, lastError: newest.last_error! }
}

/** Proves the database takes writes: a one-row upsert, committed. */
export async function checkWritable(db: Db, now = new Date()): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: 'health-checked-at', value: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: sql`excluded.value` }))
    .execute()
}
