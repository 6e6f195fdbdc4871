import { mail as en } from '../../app/i18n/en-mail'
import { mail as es } from '../../app/i18n/es-mail'
import { forms as enForms } from '../../app/i18n/en-forms'
import { i18nFor } from '../../app/i18n/config'
import type { Locale } from '../../app/lib/locale'

const filledForms: Partial<Record<Locale, typeof enForms>> = {}

/**
 * The words of the e-mails and of the forms they report, in one language. The forms' words come
 * as i18next prints them, figures filled in (`{{smallRun}} pieces`), as the pages show them.
 */
export function wordsFor(locale: Locale) {
  filledForms[locale] ??= i18nFor(locale).t('forms', { returnObjects: true }) as unknown as typeof enForms
  return { mail: { en, es }[locale], forms: filledForms[locale] }
}

/**
 * The mails' `t`: i18next fills a mail string's placeholders as it fills the pages' copy, the
 * figures by their name (`{{replyHours}}`, formatted for the language) and the rest from `values`.
 */
export function mailText(locale: Locale) {
  const i18n = i18nFor(locale)
  if (!i18n.hasResourceBundle(locale, 'mail')) i18n.addResourceBundle(locale, 'mail', { en, es }[locale])
  return i18n.getFixedT(locale, 'mail')
}

/** Made once per language: building a formatter costs more than formatting with it. */
const ukTime = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }),
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }),
}

const ukDate = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }),
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/London', dateStyle: 'long' }),
}

/** A day as the UK office reads it: "24 November 2026", "24 de noviembre de 2026". */
export function formatUkDate(iso: string, locale: Locale): string {
  return ukDate[locale].format(new Date(iso))
}

/** A moment as the UK office reads it: "Tuesday, 24 November 2026 at 14:05". */
export function formatUkTime(iso: string, locale: Locale): string {
  return ukTime[locale].format(new Date(iso))
}
