import { facts } from '~/content/figures'
import type { ShippingMode } from './catalogue'

/**
 * Works back from the date a buyer needs the goods in hand: does the order make it by sea, only by
 * air, or not at all, and by when must it be confirmed. Every stage is counted at the top of its
 * range (figures.ts), so a plan that says "comfortable" still holds when each stage runs long.
 * Days are calendar days between `YYYY-MM-DD` dates, as a date input gives them.
 */

/** Sea fits; only air (or the courier the buyer chose) fits; nothing fits. */
export type Verdict = 'comfortable' | 'tight' | 'too-soon'

/** The stages of an order, in days, as the plan counts them. */
export interface Stages {
  /** Making the sample and the buyer's approval of it; 0 when no sample is wanted. */
  sample: number
  approval: number
  production: number
  shipping: number
}

export interface Plan {
  verdict: Verdict
  /** How the goods travel in this plan: the buyer's choice when it fits, else the slowest that fits. */
  mode: ShippingMode
  stages: Stages
  /** Days the whole plan takes, confirmation to in hands. */
  days: number
  /** Days from today to the in-hands date. */
  daysLeft: number
  /** The last day the order can be confirmed for the plan to hold; none when it is too soon. */
  confirmBy?: string
  /** When it is too soon: the earliest in-hands date, confirming today and shipping by `mode`. */
  earliest?: string
}

const day = 86_400_000

/** A `YYYY-MM-DD` date as a count of days, or undefined when it is not a real date. */
function dayNumber(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const time = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return undefined
  return time / day
}

const dateOf = (days: number) => new Date(days * day).toISOString().slice(0, 10)

/** The visitor's own today, as `YYYY-MM-DD` in their time zone (the day their calendar shows). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function stagesOf(sample: boolean, mode: ShippingMode): Stages {
  return {
    sample: sample ? facts.sampleDays.to : 0,
    approval: sample ? facts.sampleApprovalDays.to : 0,
    production: facts.leadTimeDays.to,
    shipping: facts.shippingDays[mode].to,
  }
}

const total = (stages: Stages) => stages.sample + stages.approval + stages.production + stages.shipping

/**
 * The plan for an in-hands date seen from `today`. `sample` is whether a sample comes first (when
 * the buyer has not said, plan with one: most orders start with one, and it is the safe side);
 * `shipping` is the buyer's preferred mode, if any. Undefined when either date is not a date.
 */
export function planOrder({
  inHands,
  today,
  sample = true,
  shipping,
}: {
  inHands: string
  today: string
  sample?: boolean
  shipping?: ShippingMode
}): Plan | undefined {
  const target = dayNumber(inHands)
  const now = dayNumber(today)
  if (target === undefined || now === undefined) return undefined
  const daysLeft = target - now
  const fits = (mode: ShippingMode) => total(stagesOf(sample, mode)) <= daysLeft
  // Courier is for parcels, so only the buyer's own choice of it counts as a way to make the date.
  const fast: ShippingMode = shipping === 'courier' ? 'courier' : 'air'
  const verdict: Verdict = fits('sea') ? 'comfortable' : fits(fast) ? 'tight' : 'too-soon'
  const mode: ShippingMode = shipping && fits(shipping) ? shipping : verdict === 'comfortable' ? 'sea' : fast
  const stages = stagesOf(sample, mode)
  const days = total(stages)
  return {
    verdict,
    mode,
    stages,
    days,
    daysLeft,
    ...(verdict === 'too-soon' ? { earliest: dateOf(now + days) } : { confirmBy: dateOf(target - days) }),
  }
}

/**
 * A `YYYY-MM-DD` date as a person reads it in a language: "Friday 12 March 2027", "viernes 12 de
 * marzo de 2027", or without the weekday where only the date matters ("12 March 2027"). No comma after the weekday: in running text ("confirme a más tardar el viernes
 * 12 de marzo…") a comma there opens an aside that never closes, and ICU versions disagree on it.
 */
export function formatDay(date: string, locale: string, { weekday = true } = {}): string {
  const days = dayNumber(date)
  if (days === undefined) return date
  const at = new Date(days * day)
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { ...options, timeZone: 'UTC' }).format(at)
  const calendarDay = format({ day: 'numeric', month: 'long', year: 'numeric' })
  return weekday ? `${format({ weekday: 'long' })} ${calendarDay}` : calendarDay
}

/** A date `days` after a `YYYY-MM-DD` date (for the date input's bounds). */
export const addDays = (date: string, days: number) => {
  const start = dayNumber(date)
  return start === undefined ? undefined : dateOf(start + days)
}
