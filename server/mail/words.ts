import { mail as en } from '../../app/i18n/en-mail'
import { mail as es } from '../../app/i18n/es-mail'
import { forms as enForms } from '../../app/i18n/en-forms'
import { forms as esForms } from '../../app/i18n/es-forms'
import { facts, formatNumber } from '../../app/content/figures'
import { fillTemplate } from '../../app/lib/fill-template'
import type { Locale } from '../../app/lib/locale'

/** The words of the e-mails and of the forms they report, in one language. */
export function wordsFor(locale: Locale) {
  return { mail: { en, es }[locale], forms: { en: enForms, es: esForms }[locale] }
}

/** The figures mail copy quotes, formatted for the language (from `figures.ts`, never typed twice). */
export function figureValues(locale: Locale): Record<string, string> {
  const number = (value: number) => formatNumber(value, locale)
  return {
    hours: number(facts.replyHours),
    leadFrom: number(facts.leadTimeDays.from),
    leadTo: number(facts.leadTimeDays.to),
    sampleFrom: number(facts.sampleDays.from),
    sampleTo: number(facts.sampleDays.to),
  }
}

/** Fills a mail string with the figures and the given values. */
export function say(locale: Locale, template: string, values: Record<string, string> = {}): string {
  return fillTemplate(template, { ...figureValues(locale), ...values })
}

/** Made once per language: building a formatter costs more than formatting with it. */
const ukTime = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }),
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }),
}

const ukWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' })

/**
 * When the reply promised to a lead received at `iso` is due: `replyHours` later, counting only
 * the days the team answers (Monday to Saturday, as every page says), so a Saturday evening lead
 * is due on Monday evening, not on Sunday.
 */
export function replyDue(iso: string): string {
  const hour = 3_600_000
  let due = Date.parse(iso)
  let left = facts.replyHours
  while (left > 0) {
    // An hour counts when it starts on a working day.
    if (ukWeekday.format(due) !== 'Sunday') left--
    due += hour
  }
  return new Date(due).toISOString()
}

/** A moment as the UK office reads it: "Tuesday, 24 November 2026 at 14:05". */
export function formatUkTime(iso: string, locale: Locale): string {
  return ukTime[locale].format(new Date(iso))
}
