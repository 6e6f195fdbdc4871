import type { FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import { localeFromPath } from '../../app/lib/locale'
import type { Db, LeadStatus, LeadTopic } from '../store/schema'
import { replyDue, ukDay, ukDayNumber, ukDayStart, workingHoursBetween } from '../working-time'
import { fillOrigins } from './origins'

/**
 * The sales reports, from the leads and the page views of a period: what came in, whether the
 * reply promise was kept, how leads moved through the team, and which pages brought them. Each
 * report reads its rows with one query and works out its figures here, the same on both databases.
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
 * The position of an instant's UK week among the weeks starting on `firstMonday`, by arithmetic
 * (1970-01-01 was a Thursday): a year's report asks it of every lead.
 */
export function weekIndex(iso: string, firstMonday: string): number {
  const day = ukDayNumber(Date.parse(iso))
  const monday = day - ((day + 3) % 7)
  return (monday - Date.parse(`${firstMonday}T00:00:00Z`) / dayMs) / 7
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

/** A lead as the reports see it: where it came from and the moments of its way through the team. */
export interface LeadFact {
  id: number
  reference: string
  form: FormId
  locale: string | null
  createdAt: string
  status: LeadStatus
  topic: LeadTopic | null
  assigneeId: number | null
  answeredAt: string | null
  answeredBy: number | null
  quotedAt: string | null
  closedAt: string | null
  /** The site page it was sent from, when it was one. */
  page: string | undefined
  /** The first page of the visit that brought it, when it was one of the site's. */
  landing: string | undefined
  country: string | undefined
  /** `utm_source`, else the referring site's host, else `direct`. */
  source: string
  campaign: string | undefined
}

/** The leads received in a period, spam left out, oldest first. */
export async function readLeadFacts(db: Db, period: Period): Promise<LeadFact[]> {
  await fillOrigins(db)
  const { start, end } = periodBounds(period)
  const rows = await db
    .selectFrom('leads')
    .leftJoin('lead_origins', 'lead_origins.lead_id', 'leads.id')
    .select([
      'leads.id',
      'leads.reference',
      'leads.form',
      'leads.locale',
      'leads.created_at',
      'leads.status',
      'leads.topic',
      'leads.assignee_id',
      'leads.answered_at',
      'leads.answered_by',
      'leads.quoted_at',
      'leads.closed_at',
      'lead_origins.page',
      'lead_origins.landing',
      'lead_origins.country',
      'lead_origins.source',
      'lead_origins.campaign',
    ])
    .where('leads.created_at', '>=', start)
    .where('leads.created_at', '<', end)
    .where('leads.status', '<>', 'spam')
    .orderBy('leads.created_at')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    form: row.form as FormId,
    locale: row.locale,
    createdAt: row.created_at,
    status: row.status,
    topic: row.topic,
    assigneeId: row.assignee_id,
    answeredAt: row.answered_at,
    answeredBy: row.answered_by,
    quotedAt: row.quoted_at,
    closedAt: row.closed_at,
    page: row.page ?? undefined,
    landing: row.landing ?? undefined,
    country: row.country ?? undefined,
    source: row.source ?? 'direct',
    campaign: row.campaign ?? undefined,
  }))
}

/** One line of a chart: a name and a count per week (or per step). */
export interface Series {
  name: string
  values: number[]
}

/** Counts per week, one series per value of `key`; past `top` values, the rest as "Other". */
function perWeek(
  leads: readonly LeadFact[],
  weeks: readonly string[],
  /** Each lead's week, by its position in `leads`. */
  weekAt: readonly number[],
  key: (lead: LeadFact) => string,
  top = 6,
): Series[] {
  const counts = new Map<string, number[]>()
  for (const [index, lead] of leads.entries()) {
    const at = weekAt[index]!
    if (!(at >= 0 && at < weeks.length)) continue
    const name = key(lead)
    let values = counts.get(name)
    if (!values) counts.set(name, (values = weeks.map(() => 0)))
    values[at]!++
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const ranked = [...counts].sort(([a, x], [b, y]) => sum(y) - sum(x) || a.localeCompare(b))
  const kept = ranked.slice(0, top).map(([name, values]) => ({ name, values }))
  const rest = ranked.slice(top)
  if (rest.length > 0)
    kept.push({
      name: 'Other',
      values: weeks.map((_week, at) => rest.reduce((total, [, values]) => total + values[at]!, 0)),
    })
  return kept
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
export function leadsReport(leads: readonly LeadFact[], period: Period): LeadsReport {
  const weeks = weeksOf(period)
  const weekAt = leads.map((lead) => weekIndex(lead.createdAt, weeks[0]!))
  return {
    weeks,
    total: leads.length,
    byForm: perWeek(leads, weeks, weekAt, (lead) => lead.form),
    byLanguage: perWeek(leads, weeks, weekAt, (lead) => lead.locale ?? 'unknown'),
    byCountry: perWeek(leads, weeks, weekAt, (lead) => lead.country ?? 'Not given'),
    bySource: perWeek(leads, weeks, weekAt, (lead) => lead.source),
  }
}

/** Whether the reply promise applies: a form that is answered, and not a privacy request (a month). */
export const promised = (lead: Pick<LeadFact, 'form' | 'topic'>) =>
  policyOf(lead.form).answered && lead.topic !== 'privacy'

/**
 * The promise as a lead stands at `now`: kept (answered by its due moment), missed (answered after
 * it, or unanswered at it, when the inbox calls it overdue), or still within its time and unanswered.
 */
export function promiseOf(lead: LeadFact, now: Date): 'kept' | 'missed' | 'waiting' {
  const due = Date.parse(replyDue(lead.createdAt))
  const answered = lead.answeredAt !== null && Date.parse(lead.answeredAt) <= now.getTime()
  if (answered) return Date.parse(lead.answeredAt!) <= due ? 'kept' : 'missed'
  return now.getTime() >= due ? 'missed' : 'waiting'
}

/** The value below which `share` of the sorted `values` fall (nearest rank); undefined for none. */
export function quantile(sorted: readonly number[], share: number): number | undefined {
  if (sorted.length === 0) return undefined
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]
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
  const byWeek = new Map(weeks.map((week) => [week, { due: 0, kept: 0 }]))
  const byPerson = new Map<number | null, { due: number; kept: number; hours: number[] }>()
  const all = { due: 0, kept: 0 }
  const hours: number[] = []
  const overdue: LeadFact[] = []
  for (const lead of leads) {
    if (!promised(lead)) continue
    const state = promiseOf(lead, now)
    if (state === 'waiting') continue
    const answered = lead.answeredAt !== null && Date.parse(lead.answeredAt) <= now.getTime()
    const reply = answered ? workingHoursBetween(lead.createdAt, lead.answeredAt!) : undefined
    if (reply !== undefined) hours.push(reply)
    else overdue.push(lead)
    const kept = state === 'kept' ? 1 : 0
    const week = byWeek.get(weeks[weekIndex(lead.createdAt, weeks[0]!)] ?? '')
    if (week) {
      week.due++
      week.kept += kept
    }
    const person = answered ? lead.answeredBy : lead.assigneeId
    let counted = byPerson.get(person)
    if (!counted) byPerson.set(person, (counted = { due: 0, kept: 0, hours: [] }))
    counted.due++
    counted.kept += kept
    if (reply !== undefined) counted.hours.push(reply)
    all.due++
    all.kept += kept
  }
  hours.sort((a, b) => a - b)
  return {
    weeks: weeks.map((week) => ({ week, ...line(byWeek.get(week)!.due, byWeek.get(week)!.kept) })),
    people: [...byPerson].map(([staffId, counted]) => ({
      staffId,
      ...line(counted.due, counted.kept),
      medianHours: quantile(
        counted.hours.sort((a, b) => a - b),
        0.5,
      ),
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

function funnelLine(name: string, leads: readonly LeadFact[]): FunnelLine {
  const reached = { received: 0, contacted: 0, quoted: 0, won: 0, lost: 0 }
  const answer: number[] = []
  const quote: number[] = []
  const close: number[] = []
  for (const lead of leads) {
    reached.received++
    if (lead.answeredAt) {
      reached.contacted++
      answer.push(workingHoursBetween(lead.createdAt, lead.answeredAt))
    }
    if (lead.quotedAt) {
      reached.quoted++
      if (lead.answeredAt) quote.push((Date.parse(lead.quotedAt) - Date.parse(lead.answeredAt)) / dayMs)
    }
    if (lead.status === 'won') reached.won++
    if (lead.status === 'lost') reached.lost++
    if (lead.closedAt && lead.quotedAt && (lead.status === 'won' || lead.status === 'lost'))
      close.push((Date.parse(lead.closedAt) - Date.parse(lead.quotedAt)) / dayMs)
  }
  const median = (values: number[]) =>
    quantile(
      values.sort((a, b) => a - b),
      0.5,
    )
  return {
    name,
    reached,
    medianAnswerHours: median(answer),
    medianQuoteDays: median(quote),
    medianCloseDays: median(close),
  }
}

/** Conversion from one step to the next: undefined when nothing reached the first. */
export const conversion = (from: number, to: number) => (from ? to / from : undefined)

export interface FunnelReport {
  all: FunnelLine
  byForm: FunnelLine[]
  bySource: FunnelLine[]
}

/** The funnel of the leads the team works (forms that are answered): new → contacted → quoted → won / lost. */
export function funnelReport(leads: readonly LeadFact[], top = 8): FunnelReport {
  const worked = leads.filter(promised)
  const groups = (key: (lead: LeadFact) => string) => {
    const grouped = new Map<string, LeadFact[]>()
    for (const lead of worked) {
      const name = key(lead)
      const members = grouped.get(name)
      if (members) members.push(lead)
      else grouped.set(name, [lead])
    }
    return [...grouped]
      .sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b))
      .slice(0, top)
      .map(([name, members]) => funnelLine(name, members))
  }
  return {
    all: funnelLine('All', worked),
    byForm: groups((lead) => lead.form),
    bySource: groups((lead) => lead.source),
  }
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

/** Views, leads and conversion per page and language, and the pages and campaigns that bring won leads. */
export function pagesReport(
  views: ReadonlyMap<string, number>,
  leads: readonly LeadFact[],
  top = 20,
): PagesReport {
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
  const add = (map: typeof landing, name: string, won: boolean) => {
    const counted = map.get(name) ?? { won: 0, leads: 0 }
    counted.leads++
    if (won) counted.won++
    map.set(name, counted)
  }
  for (const lead of leads) {
    const won = lead.status === 'won'
    if (lead.page) {
      const found = pageLine(lead.page)
      found.leads++
      if (won) found.won++
    }
    add(landing, lead.landing ?? 'Unknown', won)
    add(campaign, lead.campaign ?? 'No campaign', won)
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
