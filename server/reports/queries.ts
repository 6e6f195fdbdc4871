import { sql, type SqlBool } from 'kysely'
import { facts } from '../../app/content/figures'
import type { FormId } from '../../app/lib/forms/common'
import { formsWhere } from '../../app/lib/forms/forms'
import { localeFromPath } from '../../app/lib/locale'
import { isOneOf, medianOf, nthSmallestOf, onPostgres, rowsFrom, withReportPlans } from '../store/dialect'
import type { Db, LeadStatus, LeadTopic } from '../store/schema'
import { overdueCutoff, ukDay, ukDayStart } from '../working-time'
import { addDays, calendarTable, onDayOf, workingMsTo, type CalendarSpan } from './calendar'
import { fillOrigins } from './origins'

/**
 * The sales reports, from the leads and the page views of a period: what came in, whether the
 * reply promise was kept, how leads moved through the team, and which pages brought them. The
 * database counts, measures and takes the medians, and returns a few hundred rows rather than a
 * year of leads: each lead's working hours are a subtraction on a calendar table TypeScript writes
 * from the one rule (calendar.ts). The queries are the same on both databases.
 */

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** A span of UK calendar days, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string
  to: string
}

/** The instants a period starts and ends at (its first UK midnight, the one after its last day). */
export const periodBounds = ({ from, to }: Period): { start: string; end: string } => ({
  start: ukDayStart(from),
  end: ukDayStart(addDays(to, 1)),
})

export { addDays }

/** The Monday (UK date) of the week an instant or a date falls in. */
export function weekOf(isoOrDate: string): string {
  const date = isoOrDate.length === 10 ? isoOrDate : ukDay(isoOrDate)
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return addDays(date, -((weekday + 6) % 7))
}

/** The Mondays of the weeks a period touches, in order. */
export function weeksOf(period: Period): string[] {
  const weeks: string[] = []
  for (let week = weekOf(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week)
  return weeks
}

/**
 * The leads received in a period, spam left out, as a condition on `leads`: the one every report
 * reads its leads by, whether its query is built (`leadsOf`) or written out. It reads the time
 * each arrived in milliseconds, where the index the reports read starts.
 */
function receivedIn(period: Period) {
  const { start, end } = periodBounds(period)
  return sql<SqlBool>`leads.received_ms >= ${Date.parse(start)} and leads.received_ms < ${Date.parse(end)} and leads.status <> 'spam'`
}

/** The leads received in a period, spam left out: where a built report's query starts. */
const leadsOf = (db: Db, period: Period) => db.selectFrom('leads').where(receivedIn(period))

/** One line of a chart: a name and a count per week (or per step). */
export interface Series {
  name: string
  values: number[]
}

/** Leads counted by the database: in one week (its position in the period's) under one name. */
interface WeekCount {
  week: number
  name: string
  leads: number
}

/** Counts per week, one series per name; past `top` names, the rest as "Other". */
function perWeek(counts: readonly WeekCount[], weeks: number, top = 6): Series[] {
  const byName = new Map<string, number[]>()
  for (const { week, name, leads } of counts) {
    let values = byName.get(name)
    if (!values) byName.set(name, (values = Array<number>(weeks).fill(0)))
    values[week]! += leads
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const ranked = [...byName].sort(([a, x], [b, y]) => sum(y) - sum(x) || a.localeCompare(b))
  const kept = ranked.slice(0, top).map(([name, values]) => ({ name, values }))
  const rest = ranked.slice(top)
  if (rest.length > 0)
    kept.push({
      name: 'Other',
      values: Array.from({ length: weeks }, (_value, at) =>
        rest.reduce((total, [, values]) => total + values[at]!, 0),
      ),
    })
  return kept
}

/**
 * The weeks of a period as a table to join leads to: each week's position and the instants it
 * spans within the period (its UK Monday's midnight to the next, cut at the period's ends), in
 * milliseconds since 1970.
 */
function weeksTable(db: Db, period: Period) {
  const { start, end } = periodBounds(period)
  const rows = weeksOf(period).map((monday, at) => {
    const starts = ukDayStart(monday)
    const ends = ukDayStart(addDays(monday, 7))
    return [at, Date.parse(starts > start ? starts : start), Date.parse(ends < end ? ends : end)]
  })
  const columns = [
    ['week', 'integer'],
    ['starts_ms', 'bigint'],
    ['ends_ms', 'bigint'],
  ] as const
  return sql<{ week: number; starts_ms: number; ends_ms: number }>`(${rowsFrom(db, columns, rows)})`.as(
    'weeks',
  )
}

export interface LeadsReport {
  weeks: string[]
  total: number
  byForm: Series[]
  byLanguage: Series[]
  byCountry: Series[]
  bySource: Series[]
}

/** Leads per week, by form, language, country and source. */
export async function readLeadsReport(db: Db, period: Period): Promise<LeadsReport> {
  const weeks = weeksOf(period)
  const [byLead, byCountry] = await withReportPlans(db, async (db) => {
    const inWeeks = db
      .selectFrom(weeksTable(db, period))
      .innerJoin('leads', (join) =>
        join
          .onRef('leads.received_ms', '>=', 'weeks.starts_ms')
          .onRef('leads.received_ms', '<', 'weeks.ends_ms'),
      )
      .where('leads.status', '<>', 'spam')
      .select(['weeks.week', (eb) => eb.fn.countAll<number | string>().as('leads')])
    // Two groupings, not one of all four: with the countries, they would make a row for nearly
    // every lead.
    return [
      await inWeeks
        .select(['leads.form', 'leads.locale', 'leads.source'])
        .groupBy(['weeks.week', 'leads.form', 'leads.locale', 'leads.source'])
        .execute(),
      await inWeeks.select('leads.country').groupBy(['weeks.week', 'leads.country']).execute(),
    ] as const
  })
  const counts = <Row extends { week: number; leads: number | string }>(
    rows: Row[],
    name: (row: Row) => string,
  ) => rows.map((row) => ({ week: Number(row.week), name: name(row), leads: Number(row.leads) }))
  const byForm = counts(byLead, (row) => row.form)
  return {
    weeks,
    total: byForm.reduce((total, count) => total + count.leads, 0),
    byForm: perWeek(byForm, weeks.length),
    byLanguage: perWeek(
      counts(byLead, (row) => row.locale ?? 'unknown'),
      weeks.length,
    ),
    byCountry: perWeek(
      counts(byCountry, (row) => row.country ?? 'Not given'),
      weeks.length,
    ),
    bySource: perWeek(
      counts(byLead, (row) => row.source),
      weeks.length,
    ),
  }
}

/** A lead as the overdue list shows it: who had it and the moments of its way through the team. */
export interface LeadFact {
  id: number
  reference: string
  form: FormId
  createdAt: string
  status: LeadStatus
  topic: LeadTopic | null
  assigneeId: number | null
  answeredAt: string | null
  answeredBy: number | null
  quotedAt: string | null
  closedAt: string | null
  /** `utm_source`, else the referring site's host, else `direct`. */
  source: string
}

const answeredForms: readonly string[] = formsWhere('answered')

/**
 * The leads the reply promise applies to, as a query's condition on `leads`: a form that is
 * answered, and not a privacy request (a month). `+form` keeps SQLite on the index by arrival time,
 * which holds every column the reports read: the (form, created_at) one would send it to each
 * lead's row. PostgreSQL's planner weighs that with its statistics, and takes no such hint.
 */
const promisedLeads = (db: Db) => {
  const form = onPostgres(db) ? sql.ref('leads.form') : sql`+leads.form`
  return sql<SqlBool>`${isOneOf(db, form, answeredForms)} and (leads.topic is null or leads.topic <> 'privacy')`
}

/** The promised leads of a period still unanswered at `at`, past their time: the inbox's overdue rule. */
const overdueIn = (db: Db, period: Period, at: Date) =>
  leadsOf(db, period)
    .where(promisedLeads(db))
    .where('leads.received_ms', '<', Date.parse(overdueCutoff(at)))
    .where((eb) => eb.or([eb('leads.answered_ms', 'is', null), eb('leads.answered_ms', '>', at.getTime())]))

/** The overdue leads the reports page and the digest list by name; the rest they count. */
export const overdueListed = 20

/**
 * The leads received in a period, spam left out, oldest first. With `overdueAt`, only those the
 * promise applies to that are still unanswered then past their time: the inbox's overdue rule;
 * with `limit`, the first so many of them.
 */
export async function readLeadFacts(
  db: Db,
  period: Period,
  { overdueAt, limit }: { overdueAt?: Date; limit?: number } = {},
): Promise<LeadFact[]> {
  let chosen = (overdueAt ? overdueIn(db, period, overdueAt) : leadsOf(db, period)).select('leads.id')
  if (limit !== undefined) chosen = chosen.orderBy('leads.received_ms').limit(limit)
  // The leads are chosen from the reports' index alone, and only those chosen read from the table.
  const rows = await withReportPlans(db, (db) =>
    db
      .selectFrom('leads')
      .where('leads.id', 'in', chosen)
      .select([
        'leads.id',
        'leads.reference',
        'leads.form',
        'leads.created_at',
        'leads.status',
        'leads.topic',
        'leads.assignee_id',
        'leads.answered_at',
        'leads.answered_by',
        'leads.quoted_at',
        'leads.closed_at',
        'leads.source',
      ])
      .orderBy('leads.received_ms')
      .execute(),
  )
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    form: row.form as FormId,
    createdAt: row.created_at,
    status: row.status,
    topic: row.topic,
    assigneeId: row.assignee_id,
    answeredAt: row.answered_at,
    answeredBy: row.answered_by,
    quotedAt: row.quoted_at,
    closedAt: row.closed_at,
    source: row.source,
  }))
}

/**
 * The calendar a report's moments are measured on: from the period's first day to its last or to
 * today, whichever is later, as leads are answered up to now.
 */
function spanOf(period: Period, now: Date): CalendarSpan {
  const today = ukDay(now)
  return { from: period.from, to: today > period.to ? today : period.to, firstMonday: weekOf(period.from) }
}

/**
 * The leads of a period the promise applies to, each joined to the calendar days of its arrival
 * and of its answer (if it was answered by `answeredBy`).
 */
const measuredLeads = (db: Db, period: Period, answeredBy?: Date) => {
  const inTime = answeredBy ? sql` and leads.answered_ms <= ${answeredBy.getTime()}` : sql``
  return sql`leads
    join calendar received on ${onDayOf('leads.received_ms', 'received')}
    left join calendar answered on ${onDayOf('leads.answered_ms', 'answered')}${inTime}
    where ${receivedIn(period)} and ${promisedLeads(db)}`
}

/** The working time from a lead's arrival to its answer, in milliseconds, from its calendar days. */
const replyMs = sql<number>`${workingMsTo('leads.answered_ms', 'answered')} - ${workingMsTo('leads.received_ms', 'received')}`

const count = (value: number | string | null) => Number(value ?? 0)
const measure = (value: number | string | null, unitMs: number) =>
  value === null ? undefined : Number(value) / unitMs

export interface PromiseLine {
  /** Leads whose reply was due: answered, or past their time unanswered. */
  due: number
  kept: number
  /** kept / due, undefined when nothing was due. */
  share: number | undefined
}

const line = (due: number, kept: number): PromiseLine => ({ due, kept, share: due ? kept / due : undefined })

export interface PromiseReport {
  weeks: Array<{ week: string } & PromiseLine>
  /** Per member of staff the reply counts for: who had the lead when it was answered, or has it now. */
  people: Array<{ staffId: number | null } & PromiseLine & { medianHours: number | undefined }>
  all: PromiseLine
  /** Working hours from arrival to answer, of the answered leads. */
  medianHours: number | undefined
  p90Hours: number | undefined
  /** Promised leads still unanswered past their time, oldest first: the first `overdueListed`. */
  overdue: LeadFact[]
  /** All of them. */
  overdueCount: number
}

/**
 * The reply promise over a period, as it stands at `now`: share answered within its working hours,
 * by week and by person. The database measures each lead and counts them; a year returns a row per
 * week and per person. A reply is in time when its working time is at most the promised hours
 * (the due moment is the last at which no more have passed); a lead unanswered at `now` is missed
 * when received before the inbox's overdue cutoff, and still waiting otherwise.
 */
export async function readPromiseReport(db: Db, period: Period, now: Date): Promise<PromiseReport> {
  const weeks = weeksOf(period)
  const median = medianOf(db, sql.ref('reply'))
  // The ⌈0.9 n⌉-th smallest reply, the rank in integer arithmetic.
  const replies = sql`(select count(reply) from due)`
  const p90 = nthSmallestOf(db, sql.ref('reply'), sql`(9 * ${replies} + 9) / 10`, replies)
  const kept = sql`sum(case when reply <= ${facts.replyHours * hourMs} then 1 else 0 end)`
  const { rows } = await withReportPlans(db, (db) =>
    sql<{
      line: 'week' | 'person' | 'all' | 'p90'
      week: number | null
      person: number | null
      due: number | string | null
      kept: number | string | null
      reply: number | string | null
    }>`with calendar as materialized (${calendarTable(db, spanOf(period, now))}),
    due as materialized (
      select received.week,
        case when answered.utc_day is null then leads.assignee_id else leads.answered_by end as person,
        ${replyMs} as reply
      from ${measuredLeads(db, period, now)}
        and (answered.utc_day is not null or leads.received_ms < ${Date.parse(overdueCutoff(now))})
    )
    select 'week' as line, week, null as person, count(*) as due, ${kept} as kept, null as reply
      from due group by week
    union all
    select 'person', null, person, count(*), ${kept}, ${median} from due group by person
    union all
    select 'all', null, null, count(*), ${kept}, ${median} from due
    union all
    select 'p90', null, null, null, null, ${p90} from due`.execute(db),
  )
  const byWeek = weeks.map(() => line(0, 0))
  const people: PromiseReport['people'] = []
  let all = line(0, 0)
  let medianHours: number | undefined
  let p90Hours: number | undefined
  for (const row of rows) {
    const counted = line(count(row.due), count(row.kept))
    if (row.line === 'week' && byWeek[Number(row.week)]) byWeek[Number(row.week)] = counted
    else if (row.line === 'person')
      people.push({ staffId: row.person, ...counted, medianHours: measure(row.reply, hourMs) })
    else if (row.line === 'all') {
      all = counted
      medianHours = measure(row.reply, hourMs)
    } else if (row.line === 'p90') p90Hours = measure(row.reply, hourMs)
  }
  return {
    weeks: weeks.map((week, at) => ({ week, ...byWeek[at]! })),
    people,
    all,
    medianHours,
    p90Hours,
    ...(await readOverdue(db, period, now)),
  }
}

/**
 * The promised leads of a period still unanswered at `at` past their time: how many, counted in
 * the reports' index, and the first `overdueListed` of them, the oldest.
 */
export async function readOverdue(
  db: Db,
  period: Period,
  at: Date,
): Promise<{ overdue: LeadFact[]; overdueCount: number }> {
  const { overdue } = await withReportPlans(db, (db) =>
    overdueIn(db, period, at)
      .select((eb) => eb.fn.countAll<number | string>().as('overdue'))
      .executeTakeFirstOrThrow(),
  )
  return {
    overdue: await readLeadFacts(db, period, { overdueAt: at, limit: overdueListed }),
    overdueCount: Number(overdue),
  }
}

/** The funnel's steps, in order. */
export const funnelSteps = ['received', 'contacted', 'quoted', 'won'] as const

export interface FunnelLine {
  name: string
  /** Leads that reached each step (funnelSteps), and those lost. */
  reached: Record<(typeof funnelSteps)[number] | 'lost', number>
  /** Median time from reaching a step to reaching the next: hours to answer, then days. */
  medianAnswerHours: number | undefined
  medianQuoteDays: number | undefined
  medianCloseDays: number | undefined
}

/** Conversion from one step to the next: undefined when nothing reached the first. */
export const conversion = (from: number, to: number) => (from ? to / from : undefined)

export interface FunnelReport {
  all: FunnelLine
  byForm: FunnelLine[]
  bySource: FunnelLine[]
}

/**
 * The funnel of the leads the team works (forms that are answered): new → contacted → quoted →
 * won / lost, for all of them, by form and by source (the `top` most received of each). The
 * database measures each lead and counts and takes the medians per line, a few dozen rows.
 */
export async function readFunnelReport(db: Db, period: Period, now: Date, top = 8): Promise<FunnelReport> {
  const medians = sql.join(
    ['answer', 'quote', 'close'].map(
      (measured) => sql`${medianOf(db, sql.ref(`${measured}_ms`))} as ${sql.id(measured)}`,
    ),
  )
  const { rows } = await withReportPlans(db, (db) =>
    sql<{
      line: 'all' | 'form' | 'source'
      name: string | null
      received: number | string
      contacted: number | string | null
      quoted: number | string | null
      won: number | string | null
      lost: number | string | null
      answer: number | string | null
      quote: number | string | null
      close: number | string | null
    }>`with calendar as materialized (${calendarTable(db, spanOf(period, now))}),
    measured as materialized (
      select leads.form, leads.source,
        case when leads.answered_ms is null then 0 else 1 end as contacted,
        case when leads.quoted_ms is null then 0 else 1 end as quoted,
        case when leads.status = 'won' then 1 else 0 end as won,
        case when leads.status = 'lost' then 1 else 0 end as lost,
        ${replyMs} as answer_ms,
        leads.quoted_ms - leads.answered_ms as quote_ms,
        case when leads.status in ('won', 'lost') then leads.closed_ms - leads.quoted_ms end as close_ms
      from ${measuredLeads(db, period)}
    )
    select 'all' as line, null as name, count(*) as received, sum(contacted) as contacted,
        sum(quoted) as quoted, sum(won) as won, sum(lost) as lost, ${medians}
      from measured
    union all
    select 'form', form, count(*), sum(contacted), sum(quoted), sum(won), sum(lost), ${medians}
      from measured group by form
    union all
    select 'source', source, count(*), sum(contacted), sum(quoted), sum(won), sum(lost), ${medians}
      from measured group by source`.execute(db),
  )
  const lines = rows.map((row) => ({
    line: row.line,
    name: row.name ?? 'All',
    reached: {
      received: count(row.received),
      contacted: count(row.contacted),
      quoted: count(row.quoted),
      won: count(row.won),
      lost: count(row.lost),
    },
    medianAnswerHours: measure(row.answer, hourMs),
    medianQuoteDays: measure(row.quote, dayMs),
    medianCloseDays: measure(row.close, dayMs),
  }))
  const linesOf = (kind: 'form' | 'source') =>
    lines
      .filter((found) => found.line === kind)
      .sort((a, b) => b.reached.received - a.reached.received || a.name.localeCompare(b.name))
      .slice(0, top)
      .map(({ line: _line, ...found }) => found)
  const { line: _line, ...all } = lines.find((found) => found.line === 'all')!
  return { all, byForm: linesOf('form'), bySource: linesOf('source') }
}

export interface PageLine {
  path: string
  locale: string
  views: number
  leads: number
  won: number
  /** leads / views, undefined without views. */
  conversion: number | undefined
}

export interface PagesReport {
  pages: PageLine[]
  /** Where won leads came from: the visit's first page, and its campaign. */
  wonByLanding: Array<{ name: string; won: number; leads: number }>
  wonByCampaign: Array<{ name: string; won: number; leads: number }>
  views: number
}

/** Page views summed per page over a period. */
export async function readPageViews(db: Db, period: Period): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.sum<number | string>('views').as('views')])
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('path')
    .execute()
  return new Map(rows.map((row) => [row.path, Number(row.views)]))
}

/** Leads counted by the database: those with one page, landing page and campaign, and how many were won. */
interface OriginCount {
  page: string | null
  landing: string | null
  campaign: string | null
  leads: number
  won: number
}

async function readOriginCounts(db: Db, period: Period): Promise<OriginCount[]> {
  await fillOrigins(db)
  const rows = await withReportPlans(db, (db) =>
    leadsOf(db, period)
      .leftJoin('lead_origins', 'lead_origins.lead_id', 'leads.id')
      .select([
        'lead_origins.page',
        'lead_origins.landing',
        'lead_origins.campaign',
        (eb) => eb.fn.countAll<number | string>().as('leads'),
        sql<number | string>`sum(case when leads.status = 'won' then 1 else 0 end)`.as('won'),
      ])
      .groupBy(['lead_origins.page', 'lead_origins.landing', 'lead_origins.campaign'])
      .execute(),
  )
  return rows.map((row) => ({ ...row, leads: Number(row.leads), won: Number(row.won) }))
}

/** Views, leads and conversion per page and language, and the pages and campaigns that bring won leads. */
export async function readPagesReport(db: Db, period: Period, top = 20): Promise<PagesReport> {
  const views = await readPageViews(db, period)
  const origins = await readOriginCounts(db, period)
  const pages = new Map<string, PageLine>()
  const pageLine = (path: string) => {
    let found = pages.get(path)
    if (!found)
      pages.set(
        path,
        (found = { path, locale: localeFromPath(path), views: 0, leads: 0, won: 0, conversion: undefined }),
      )
    return found
  }
  let total = 0
  for (const [path, count] of views) {
    pageLine(path).views += count
    total += count
  }
  const landing = new Map<string, { won: number; leads: number }>()
  const campaign = new Map<string, { won: number; leads: number }>()
  const add = (map: typeof landing, name: string, counted: OriginCount) => {
    const sum = map.get(name) ?? { won: 0, leads: 0 }
    sum.leads += counted.leads
    sum.won += counted.won
    map.set(name, sum)
  }
  for (const counted of origins) {
    if (counted.page) {
      const found = pageLine(counted.page)
      found.leads += counted.leads
      found.won += counted.won
    }
    add(landing, counted.landing ?? 'Unknown', counted)
    add(campaign, counted.campaign ?? 'No campaign', counted)
  }
  const ranked = (map: typeof landing) =>
    [...map]
      .filter(([, counted]) => counted.won > 0)
      .map(([name, counted]) => ({ name, ...counted }))
      .sort((a, b) => b.won - a.won || b.leads - a.leads || a.name.localeCompare(b.name))
      .slice(0, top)
  return {
    pages: [...pages.values()]
      .map((found) => ({ ...found, conversion: found.views ? found.leads / found.views : undefined }))
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path))
      .slice(0, top),
    wonByLanding: ranked(landing),
    wonByCampaign: ranked(campaign),
    views: total,
  }
}
