import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { momentColumns } from '../store/lead-moments'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { promiseOf, replyDue, workingMsBetween } from '../working-time'
import { calendarTable, onDayOf, workingMsTo } from './calendar'
import { overdueListed, readPromiseReport, type Period } from './queries'

/*
 * The database measures working time on the calendar TypeScript writes; the rule itself is
 * TypeScript's (working-time.ts). Leads received at every hour of two awkward stretches, each
 * answered at its due moment, a millisecond after it and at other times, or not at all, must be
 * measured and judged by the database as the rule does:
 *
 * - the August bank holiday weekend of 2026: Friday 28 August to Wednesday 2 September, with
 *   Sunday closed and Monday 31 August a bank holiday;
 * - the end of British Summer Time: Friday 23 to Wednesday 28 October 2026, the clocks going back
 *   at 01:00 UTC on Sunday 25 October.
 */
const hourMs = 3_600_000
const stretches = [
  ['2026-08-27T23:00:00.000Z', '2026-09-01T23:00:00.000Z'],
  ['2026-10-22T23:00:00.000Z', '2026-10-27T00:00:00.000Z'],
] as const
const period: Period = { from: '2026-08-24', to: '2026-11-01' }
const now = new Date('2026-11-02T10:00:00.000Z')

interface Lead {
  received: string
  answered: string | null
}

/** Every hour of the stretches, answered at its due moment, just after, at other times, or never. */
function leadsToMeasure(): Lead[] {
  const leads: Lead[] = []
  for (const [from, to] of stretches)
    for (let at = Date.parse(from); at <= Date.parse(to); at += hourMs) {
      const received = new Date(at).toISOString()
      const due = Date.parse(replyDue(received))
      const answers = [due, due + 1, due - hourMs, at + 30 * 60_000, at + 50 * hourMs]
      for (const answered of answers) leads.push({ received, answered: new Date(answered).toISOString() })
      leads.push({ received, answered: null })
    }
  return leads
}

describe.each(storeKinds)('working time measured by the database on %s', { timeout: 120_000 }, (kind) => {
  let store: TestStore
  const leads = leadsToMeasure()

  beforeAll(async () => {
    store = await openTestStore(kind)
    const rows = leads.map((lead, index) => ({
      reference: `SS-CAL${index.toString().padStart(5, '0')}`,
      form: 'contact',
      ...momentColumns({ created_at: lead.received, answered_at: lead.answered }),
      payload: '{}',
      user_agent: null,
      spam: 0,
      locale: 'en',
      page: null,
      visit: null,
      status: lead.answered ? ('contacted' as const) : ('new' as const),
    }))
    for (let from = 0; from < rows.length; from += 200)
      await store.db
        .insertInto('leads')
        .values(rows.slice(from, from + 200))
        .execute()
  })
  afterAll(async () => store?.close())

  it('measures each reply’s working time as the rule does, to the millisecond', async () => {
    const span = { from: '2026-08-27', to: '2026-11-01', firstMonday: '2026-08-24' }
    const { rows } = await sql<{ received: string; answered: string; ms: number | string }>`
      with calendar as materialized (${calendarTable(store.db, span)})
      select leads.created_at as received, leads.answered_at as answered,
        ${workingMsTo('leads.answered_ms', 'answered')} - ${workingMsTo('leads.received_ms', 'received')} as ms
      from leads
      join calendar received on ${onDayOf('leads.received_ms', 'received')}
      join calendar answered on ${onDayOf('leads.answered_ms', 'answered')}`.execute(store.db)
    expect(rows).toHaveLength(leads.filter((lead) => lead.answered).length)
    const wrong = rows.filter(
      (row) => Number(row.ms) !== workingMsBetween(Date.parse(row.received), Date.parse(row.answered)),
    )
    expect(wrong).toEqual([])
  })

  it('counts the promise kept and missed as the rule judges each lead', async () => {
    const report = await readPromiseReport(store.db, period, now)
    const verdicts = leads.map((lead) =>
      promiseOf({ createdAt: lead.received, answeredAt: lead.answered }, now),
    )
    expect(report.all.due).toBe(verdicts.filter((verdict) => verdict !== 'waiting').length)
    expect(report.all.kept).toBe(verdicts.filter((verdict) => verdict === 'kept').length)
    const unanswered = leads.filter((lead) => !lead.answered)
    expect(report.overdueCount).toBe(unanswered.length)
    // The oldest are listed by name, the rest only counted.
    expect(report.overdue.map((found) => found.createdAt)).toEqual(
      unanswered.slice(0, overdueListed).map((lead) => lead.received),
    )
  })
})
