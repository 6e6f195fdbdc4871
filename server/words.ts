import type { TFunction } from 'i18next'
import { i18nFor } from '../app/i18n/config'
import { mail as enMail } from '../app/i18n/en-mail'
import { mail as esMail } from '../app/i18n/es-mail'
import type { FormId } from '../app/lib/forms/common'
import { formContracts } from '../app/lib/forms/forms'
import * as formWords from '../app/lib/forms/messages'
import type { Problem } from '../app/lib/forms/problems'
import type { Locale } from '../app/lib/locale'

/**
 * i18next's `t` over the interface strings (`forms.contact.name`) and, behind `mail:`, the e-mails'
 * words (`mail:ack.greeting`). Keys are checked against both modules by the type; figures are filled
 * by their name (`{{replyHours}}`) as on the pages, the rest from the values given; a block of lines
 * comes whole with `returnObjects: true`.
 */
export type ServerT = TFunction<['translation', 'mail']>

/** Everything the server says in one language: the mails, the status page, the collector's answers. */
export interface ServerWords {
  t: ServerT
  /**
   * The same `t` for app/lib's wording (an order's summary, a colour's name), which builds its keys
   * from the rule tables, so no key type can check them.
   */
  translate: formWords.Translate
  /** A field's visible label, as the form shows it; `key` is its key in the form's table. */
  fieldLabel: (form: FormId, key: string) => string
  /**
   * A chosen option's words, as the form shows it; undefined for a value that is not one of the
   * field's options.
   */
  optionLabel: (form: FormId, key: string, value: string | undefined) => string | undefined
  /**
   * A problem in the visitor's words, as the form would show it; a post to no known form can only
   * have problems of the whole post.
   */
  problemMessage: (form: FormId | undefined, problem: Problem) => string
  /** A day as the UK office reads it: "24 November 2026", "24 de noviembre de 2026". */
  ukDate: (iso: string) => string
  /** A moment as the UK office reads it: "Tuesday, 24 November 2026 at 14:05". */
  ukTime: (iso: string) => string
}

const mailWords = { en: enMail, es: esMail }
const intlLocales = { en: 'en-GB', es: 'es-ES' }

function wordsOf(locale: Locale): ServerWords {
  const i18n = i18nFor(locale)
  // The mails' words are no interface strings: they join the language's i18next here, on the server
  // only, so no page's script carries them.
  if (!i18n.hasResourceBundle(locale, 'mail')) i18n.addResourceBundle(locale, 'mail', mailWords[locale])
  const t: ServerT = i18n.getFixedT(locale, ['translation', 'mail'])
  const translate: formWords.Translate = (key, values) => t(key as never, values)
  // Made once per language: building a formatter costs more than formatting with it.
  const ukDay = new Intl.DateTimeFormat(intlLocales[locale], { timeZone: 'Europe/London', dateStyle: 'long' })
  const ukMoment = new Intl.DateTimeFormat(intlLocales[locale], {
    timeZone: 'Europe/London',
    dateStyle: 'full',
    timeStyle: 'short',
  })
  return {
    t,
    translate,
    fieldLabel: (form, key) => formWords.fieldLabel(translate, formContracts[form], key),
    optionLabel: (form, key, value) => formWords.optionLabel(translate, formContracts[form], key, value),
    problemMessage: (form, problem) =>
      formWords.problemMessage(translate, locale, form && formContracts[form], problem) ?? '',
    ukDate: (iso) => ukDay.format(new Date(iso)),
    ukTime: (iso) => ukMoment.format(new Date(iso)),
  }
}

const words: Partial<Record<Locale, ServerWords>> = {}

/** The server's words in a language: the one place every room of the server reads what it says. */
export function wordsIn(locale: Locale): ServerWords {
  return (words[locale] ??= wordsOf(locale))
}
