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

const ukTime = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { timeZone: 'Europe/London', ...options })

/** A moment as the UK office reads it: "Tuesday 24 November 2026, 14:05". */
export function formatUkTime(iso: string, locale: Locale): string {
  return ukTime(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))
}
