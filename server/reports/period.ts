import { ukDay } from '../working-time'
import { addDays, weekOf, type Period } from './queries'

/** The longest period a report covers: a year and a day, so any calendar year fits. */
export const maxPeriodDays = 366

const datePattern = /^\d{4}-\d{2}-\d{2}$/

/** A date as the period chooser sends it, when it is a real one. */
function dateOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !datePattern.test(value)) return undefined
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : undefined
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

/** The periods offered in one click, each as it stands on `today` (a UK date). */
export function presetPeriods(today: string): Array<{ label: string; period: Period }> {
  const monday = weekOf(today)
  const firstOfMonth = `${today.slice(0, 8)}01`
  const lastMonthEnd = addDays(firstOfMonth, -1)
  return [
    { label: 'Last 4 weeks', period: { from: addDays(monday, -28), to: addDays(monday, -1) } },
    { label: 'Last month', period: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
    { label: 'Last 12 weeks', period: { from: addDays(monday, -84), to: addDays(monday, -1) } },
    { label: 'Last 12 months', period: { from: addDays(today, -364), to: today } },
  ]
}

/**
 * The period a request asks for: both dates real, in order, and no longer than maxPeriodDays;
 * otherwise the last 12 weeks, and why the request's was not taken.
 */
export function periodOf(
  query: Record<string, unknown>,
  now = new Date(),
): { period: Period; problem?: string } {
  const today = ukDay(now)
  const fallback = presetPeriods(today)[2]!.period
  if (query.from === undefined && query.to === undefined) return { period: fallback }
  const from = dateOf(query.from)
  const to = dateOf(query.to)
  if (!from || !to) return { period: fallback, problem: 'Enter both dates as dates, such as 2026-09-01.' }
  if (to < from) return { period: fallback, problem: 'The period must end on or after the day it starts.' }
  if (daysBetween(from, to) >= maxPeriodDays)
    return {
      period: fallback,
      problem: `A report covers at most ${maxPeriodDays} days; choose a shorter period.`,
    }
  return { period: { from, to } }
}
