import { sql } from 'kysely'
import type { FormId } from '../../app/lib/forms/common'
import { formsWhere } from '../../app/lib/forms/forms'
import { localeFromPath } from '../../app/lib/locale'
import { rowsFrom } from '../store/dialect'
import type { Db, LeadStatus, LeadTopic } from '../store/schema'
import { isoMs, replyDueMs, ukDay, ukDayNumber, ukDayStart, workingMsBetween } from '../working-time'
import { fillOrigins } from './origins'

/**
 * The sales reports, from the leads and the page views of a period: what came in, whether the
 * reply promise was kept, how leads moved through the team, and which pages brought them. What
 * only counts leads (per week, per page) is counted by the database, which returns a few hundred
 * rows rather than a year of leads; the promise and the funnel, which measure each lead's working
 * hours and take medians of them, read each lead's moments once and work them out here. The
 * queries are the same on both databases.
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

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/**
 * The position of an instant's UK week among the weeks starting on the Monday `firstMonday` (days
 * since 1970), by arithmetic (1970-01-01 was a Thursday): a year's report asks it of every lead.
 */
function weekIndex(ms: number, firstMonday: number): number {
  const day = ukDayNumber(ms)
  const monday = day - ((day + 3) % 7)
  return (monday - firstMonday) / 7
}

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

/** The leads received in a period, spam left out: where each report's query starts. */
function leadsOf(db: Db, period: Period) {
  const { start, end } = periodBounds(period)
  return db
    .selectFrom('leads')
    .where('leads.created_at', '>=', start)
    .where('leads.created_at', '<', end)
    .where('leads.status', '<>', 'spam')
}

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
 * spans within the period (its UK Monday's midnight to the next, cut at the period's ends).
 */
function weeksTable(db: Db, period: Period) {
  const { start, end } = periodBounds(period)
  const rows = weeksOf(period).map((monday, at) => {
    const starts = ukDayStart(monday)
    const ends = ukDayStart(addDays(monday, 7))
    return [at, starts > start ? starts : start, ends < end ? ends : end]
  })
  const columns = [
    ['week', 'integer'],
    ['starts', 'text'],
    ['ends', 'text'],
  ] as const
  return sql<{ week: number; starts: string; ends: string }>`(${rowsFrom(db, columns, rows)})`.as('weeks')
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
  await fillOrigins(db)
  const weeks = weeksOf(period)
  const inWeeks = db
    .selectFrom(weeksTable(db, period))
    .innerJoin('leads', (join) =>
      join.onRef('leads.created_at', '>=', 'weeks.starts').onRef('leads.created_at', '<', 'weeks.ends'),
    )
    .where('leads.status', '<>', 'spam')
    .select(['weeks.week', (eb) => eb.fn.countAll<number | string>().as('leads')])
  // Two groupings, not one of all four: forms and languages need no origins, and together they
  // would make a row for nearly every lead.
  const byLead = await inWeeks
    .select(['leads.form', 'leads.locale'])
    .groupBy(['weeks.week', 'leads.form', 'leads.locale'])
    .execute()
  const byOrigin = await inWeeks
    .leftJoin('lead_origins', 'lead_origins.lead_id', 'leads.id')
    .select(['lead_origins.country', 'lead_origins.source'])
    .groupBy(['weeks.week', 'lead_origins.country', 'lead_origins.source'])
    .execute()
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
      counts(byOrigin, (row) => row.country ?? 'Not given'),
      weeks.length,
    ),
    bySource: perWeek(
      counts(byOrigin, (row) => row.source ?? 'direct'),
      weeks.length,
    ),
  }
}

/** A lead as the reply promise and the funnel see it: who had it and the moments of its way through the team. */
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

/** The leads received in a period, spam left out, oldest first. */
export async function readLeadFacts(db: Db, period: Period): Promise<LeadFact[]> {
  await fillOrigins(db)
  const rows = await leadsOf(db, period)
    .leftJoin('lead_origins', 'lead_origins.lead_id', 'leads.id')
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
      'lead_origins.source',
    ])
    .orderBy('leads.created_at')
    .execute()
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
    source: row.source ?? 'direct',
  }))
}

const answeredForms: ReadonlySet<string> = new Set(formsWhere('answered'))
/** Whether the reply promise applies: a form that is answered, and not a privacy request (a month). */
export const promised = (lead: Pick<LeadFact, 'form' | 'topic'>) =>
  answeredForms.has(lead.form) && lead.topic !== 'privacy'

/**
 * The promise as a lead stands at `now`: kept (answered by its due moment), missed (answered after
 * it, or unanswered at it, when the inbox calls it overdue), or still within its time and unanswered.
 */
export function promiseOf(
  lead: Pick<LeadFact, 'createdAt' | 'answeredAt'>,
  now: Date,
): 'kept' | 'missed' | 'waiting' {
  return promiseAt(isoMs(lead.createdAt), answeredBy(lead, now), now.getTime())
}

/** `promiseOf` for a lead received at `received` and answered at `answered`, if it was by `now` (ms since 1970). */
function promiseAt(received: number, answered: number | undefined, now: number) {
  const due = replyDueMs(received)
  if (answered !== undefined) return answered <= due ? 'kept' : 'missed'
  return now >= due ? 'missed' : 'waiting'
}

/** When a lead was answered (milliseconds since 1970), if it was by `now`. */
function answeredBy(lead: Pick<LeadFact, 'answeredAt'>, now: Date): number | undefined {
  if (lead.answeredAt === null) return undefined
  const answered = isoMs(lead.answeredAt)
  return answered <= now.getTime() ? answered : undefined
}

/**
 * The value below which `share` of `values` fall (nearest rank); undefined for none. It is found
 * by selection rather than by sorting: a year's funnel takes a dozen medians of 80,000 values.
 */
export function quantile(values: readonly number[], share: number): number | undefined {
  if (values.length === 0) return undefined
  return nthSmallest(Float64Array.from(values), Math.max(0, Math.ceil(share * values.length) - 1))
}

/** The `rank`-th smallest of `values` (0 the smallest), by Hoare's selection, which reorders them. */
function nthSmallest(values: Float64Array, rank: number): number {
  let low = 0
  let high = values.length - 1
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!
    let below = low
    let above = high
    while (below <= above) {
      while (values[below]! < pivot) below++
      while (values[above]! > pivot) above--
      if (below <= above) {
        const swapped = values[below]!
        values[below++] = values[above]!
        values[above--] = swapped
      }
    }
    // Now values[low..above] <= pivot <= values[below..high], and any between equal the pivot.
    if (rank <= above) high = above
    else if (rank >= below) low = below
    else return pivot
  }
  return values[rank]!
}

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
  /** Promised leads still unanswered past their time, oldest first. */
  overdue: LeadFact[]
}

/** The reply promise over a period: share answered within its working hours, by week and by person. */
export function promiseReport(leads: readonly LeadFact[], period: Period, now: Date): PromiseReport {
  const weeks = weeksOf(period)
  const firstMonday = Date.parse(`${weeks[0]}T00:00:00Z`) / dayMs
  const byWeek = weeks.map(() => ({ due: 0, kept: 0 }))
  const byPerson = new Map<number | null, { due: number; kept: number; hours: number[] }>()
  const all = { due: 0, kept: 0 }
  const hours: number[] = []
  const overdue: LeadFact[] = []
  for (const lead of leads) {
    if (!promised(lead)) continue
    const received = isoMs(lead.createdAt)
    const answered = answeredBy(lead, now)
    const state = promiseAt(received, answered, now.getTime())
    if (state === 'waiting') continue
    const reply = answered === undefined ? undefined : workingMsBetween(received, answered) / hourMs
    if (reply !== undefined) hours.push(reply)
    else overdue.push(lead)
    const kept = state === 'kept' ? 1 : 0
    const week = byWeek[weekIndex(received, firstMonday)]
    if (week) {
      week.due++
      week.kept += kept
    }
    const person = answered === undefined ? lead.assigneeId : lead.answeredBy
    let counted = byPerson.get(person)
    if (!counted) byPerson.set(person, (counted = { due: 0, kept: 0, hours: [] }))
    counted.due++
    counted.kept += kept
    if (reply !== undefined) counted.hours.push(reply)
    all.due++
    all.kept += kept
  }
  return {
    weeks: weeks.map((week, at) => ({ week, ...line(byWeek[at]!.due, byWeek[at]!.kept) })),
    people: [...byPerson].map(([staffId, counted]) => ({
      staffId,
      ...line(counted.due, counted.kept),
      medianHours: quantile(counted.hours, 0.5),
    })),
    all: line(all.due, all.kept),
    medianHours: quantile(hours, 0.5),
    p90Hours: quantile(hours, 0.9),
    overdue,
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

/** A funnel line as it is counted: how many leads reached each step, and how long each step took. */
interface FunnelTally {
  name: string
  reached: FunnelLine['reached']
  answerHours: number[]
  quoteDays: number[]
  closeDays: number[]
}

const tally = (name: string): FunnelTally => ({
  name,
  reached: { received: 0, contacted: 0, quoted: 0, won: 0, lost: 0 },
  answerHours: [],
  quoteDays: [],
  closeDays: [],
})

const funnelLine = ({ name, reached, answerHours, quoteDays, closeDays }: FunnelTally): FunnelLine => ({
  name,
  reached,
  medianAnswerHours: quantile(answerHours, 0.5),
  medianQuoteDays: quantile(quoteDays, 0.5),
  medianCloseDays: quantile(closeDays, 0.5),
})

/** Conversion from one step to the next: undefined when nothing reached the first. */
export const conversion = (from: number, to: number) => (from ? to / from : undefined)

export interface FunnelReport {
  all: FunnelLine
  byForm: FunnelLine[]
  bySource: FunnelLine[]
}

/** The funnel of the leads the team works (forms that are answered): new → contacted → quoted → won / lost. */
export function funnelReport(leads: readonly LeadFact[], top = 8): FunnelReport {
  const all = tally('All')
  const byForm = new Map<string, FunnelTally>()
  const bySource = new Map<string, FunnelTally>()
  const tallyOf = (tallies: Map<string, FunnelTally>, name: string) => {
    let found = tallies.get(name)
    if (!found) tallies.set(name, (found = tally(name)))
    return found
  }
  for (const lead of leads) {
    if (!promised(lead)) continue
    // Worked out once for the three lines the lead counts in.
    const answered = lead.answeredAt ? isoMs(lead.answeredAt) : undefined
    const quoted = lead.quotedAt ? isoMs(lead.quotedAt) : undefined
    const won = lead.status === 'won'
    const lost = lead.status === 'lost'
    const answerHours =
      answered === undefined ? undefined : workingMsBetween(isoMs(lead.createdAt), answered) / hourMs
    const quoteDays = answered === undefined || quoted === undefined ? undefined : (quoted - answered) / dayMs
    const closeDays =
      lead.closedAt && quoted !== undefined && (won || lost)
        ? (isoMs(lead.closedAt) - quoted) / dayMs
        : undefined
    for (const counted of [all, tallyOf(byForm, lead.form), tallyOf(bySource, lead.source)]) {
      counted.reached.received++
      if (answerHours !== undefined) {
        counted.reached.contacted++
        counted.answerHours.push(answerHours)
      }
      if (quoted !== undefined) counted.reached.quoted++
      if (quoteDays !== undefined) counted.quoteDays.push(quoteDays)
      if (won) counted.reached.won++
      if (lost) counted.reached.lost++
      if (closeDays !== undefined) counted.closeDays.push(closeDays)
    }
  }
  const ranked = (tallies: Map<string, FunnelTally>) =>
    [...tallies.values()]
      .sort((a, b) => b.reached.received - a.reached.received || a.name.localeCompare(b.name))
      .slice(0, top)
      .map(funnelLine)
  return { all: funnelLine(all), byForm: ranked(byForm), bySource: ranked(bySource) }
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
  const rows = await leadsOf(db, period)
    .leftJoin('lead_origins', 'lead_origins.lead_id', 'leads.id')
    .select([
      'lead_origins.page',
      'lead_origins.landing',
      'lead_origins.campaign',
      (eb) => eb.fn.countAll<number | string>().as('leads'),
      sql<number | string>`sum(case when leads.status = 'won' then 1 else 0 end)`.as('won'),
    ])
    .groupBy(['lead_origins.page', 'lead_origins.landing', 'lead_origins.campaign'])
    .execute()
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
