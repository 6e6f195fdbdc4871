import * as z from 'zod'
import type { Locale } from './locale'
import { fillValues } from './value-slots'

/**
 * How long the site keeps what people send it. One reader for the server's sweep, which deletes
 * what is due, and for the privacy notice, which quotes the same periods: the notice the build
 * renders reads the build's environment, the server fills in the values it started with.
 */
export interface RetentionPeriods {
  /** Months a lead is kept after its last activity (server/store/retention.ts says what counts). */
  leadMonths: number
  /** Months a won lead is kept after its last activity: the records of a sale. */
  wonLeadMonths: number
  /** Months the files of a closed lead (won or lost) are kept after it was closed. */
  uploadMonths: number
  /** Days a lead stays in the spam folder. */
  spamDays: number
}

const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`
  return z.coerce.number<string>({ error }).int({ error }).min(min, { error }).max(max, { error })
}

/** The settings, as the environment names them; the server's own checks include them. */
export const retentionSchema = z.object({
  LEAD_RETENTION_MONTHS: wholeNumber(1, 240).default(24),
  // Six years: how long UK companies keep the records behind their accounts.
  WON_LEAD_RETENTION_MONTHS: wholeNumber(1, 240).default(72),
  UPLOAD_RETENTION_MONTHS: wholeNumber(1, 240).default(12),
  SPAM_RETENTION_DAYS: wholeNumber(1, 3650).default(30),
})

export class RetentionSettingError extends Error {}

/** The periods `source` sets (an empty variable counts as unset); throws naming a wrong one. */
export function readRetention(source: Record<string, string | undefined>): RetentionPeriods {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = retentionSchema.safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0])
    throw new RetentionSettingError(`${name} ${issue.message} (got "${given[name]}")`)
  }
  const env = parsed.data
  return {
    leadMonths: env.LEAD_RETENTION_MONTHS,
    wonLeadMonths: env.WON_LEAD_RETENTION_MONTHS,
    uploadMonths: env.UPLOAD_RETENTION_MONTHS,
    spamDays: env.SPAM_RETENTION_DAYS,
  }
}

/**
 * The periods of the process that renders a page: the build's environment when the build
 * pre-renders it. A browser has none and gets the defaults (no page renders there: decision 006).
 */
export const processRetention = (): RetentionPeriods =>
  readRetention(typeof process === 'undefined' ? {} : process.env)

/** A span of time as a sentence says it: whole years when it is whole years, otherwise its own unit. */
export function formatPeriod(span: { months: number } | { days: number }, locale: Locale): string {
  const [amount, unit] =
    'months' in span
      ? span.months % 12 === 0
        ? [span.months / 12, 'year']
        : [span.months, 'month']
      : span.days % 365 === 0
        ? [span.days / 365, 'year']
        : [span.days, 'day']
  return (
    new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
      style: 'unit',
      unit,
      unitDisplay: 'long',
    })
      .format(amount)
      // The figure and its unit stay on one line.
      .replace(' ', '\u00a0')
  )
}

/** The settings a notice quotes, by the name its words give them. */
export const retentionTokens = ['lead', 'wonLead', 'upload', 'spam'] as const
export type RetentionToken = (typeof retentionTokens)[number]

/** Each period as the notice says it in `locale`. */
export function retentionText(periods: RetentionPeriods, locale: Locale): Record<RetentionToken, string> {
  return {
    lead: formatPeriod({ months: periods.leadMonths }, locale),
    wonLead: formatPeriod({ months: periods.wonLeadMonths }, locale),
    upload: formatPeriod({ months: periods.uploadMonths }, locale),
    spam: formatPeriod({ days: periods.spamDays }, locale),
  }
}

/** The group of the retention periods among the values the server fills in (app/lib/value-slots.ts). */
export const retentionValueGroup = 'retention'

/** A page as the build rendered it, with the periods `periods` sets written in instead of the build's. */
export const fillRetention = (html: string, periods: RetentionPeriods, locale: Locale) =>
  fillValues(html, retentionValueGroup, retentionText(periods, locale))
