import { retryWindowMs } from '../store/leads'
import type { Db } from '../store/schema'
import { ukDay, ukOffsetMs } from '../working-time'
import {
  addDays,
  readLeadsReport,
  readOverdue,
  readPromiseReport,
  weekOf,
  type LeadFact,
  type PromiseLine,
  type Series,
} from './queries'

/**
 * The weekly digest: on Monday morning, UK time, last week's leads, the promise kept, the leads
 * still waiting past their time and the top sources, mailed to REPORTS_DIGEST_TO through the
 * outbox. Every instance looks now and then; the first to claim the week in the store queues its
 * one job, so several instances send it once.
 */

/** How often an instance looks whether the week's digest is due. */
export const digestCheckMs = 10 * 60_000
/** The hour on Monday, UK time, from which last week's digest is sent. */
export const digestHour = 7

/** The week (its Monday) whose digest is due at `now`: last week, once Monday 07:00 UK has come. */
export function weekToReport(now: Date): string | undefined {
  const today = ukDay(now)
  const monday = weekOf(today)
  const ukHour = new Date(now.getTime() + ukOffsetMs(now.getTime())).getUTCHours()
  if (today === monday && ukHour < digestHour) return undefined
  return addDays(monday, -7)
}

/**
 * Claims the due week's digest and queues its job, once for all instances; false when there is
 * nothing to send (no addresses set, not yet Monday morning, or already claimed).
 */
export async function queueDigest(db: Db, to: readonly string[], now = new Date()): Promise<boolean> {
  const week = weekToReport(now)
  if (!week || to.length === 0) return false
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('report_digests')
      .values({ week, claimed_at: at })
      .onConflict((conflict) => conflict.column('week').doNothing())
      .returning('week')
      .executeTakeFirst()
    if (!claimed) return false
    await trx
      .insertInto('outbox')
      .values({
        lead_id: null,
        report_week: week,
        kind: 'digest',
        state: 'pending',
        recipient_key: null,
        due_at: at,
        created_at: at,
        give_up_at: new Date(now.getTime() + retryWindowMs).toISOString(),
      })
      .execute()
    return true
  })
}

/** What the digest of a week says, worked out when its mail is made. */
export interface DigestFigures {
  week: string
  leads: number
  byForm: Array<{ name: string; leads: number }>
  promise: PromiseLine
  medianHours: number | undefined
  p90Hours: number | undefined
  topSources: Array<{ name: string; leads: number }>
  /**
   * Leads still unanswered past their time at `now`, received in the four weeks to the week's end:
   * the oldest `overdueListed`, and how many in all.
   */
  overdue: LeadFact[]
  overdueCount: number
}

const totals = (series: Series[]) =>
  series
    .filter((line) => line.name !== 'Other')
    .map((line) => ({ name: line.name, leads: line.values.reduce((sum, value) => sum + value, 0) }))

export async function digestFigures(db: Db, week: string, now: Date): Promise<DigestFigures> {
  const period = { from: week, to: addDays(week, 6) }
  const received = await readLeadsReport(db, period)
  const promise = await readPromiseReport(db, period, now)
  const recent = { from: addDays(week, -21), to: ukDay(now) }
  return {
    week,
    leads: received.total,
    byForm: totals(received.byForm),
    promise: promise.all,
    medianHours: promise.medianHours,
    p90Hours: promise.p90Hours,
    topSources: totals(received.bySource).slice(0, 5),
    ...(await readOverdue(db, recent, now)),
  }
}
