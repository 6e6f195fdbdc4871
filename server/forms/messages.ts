import { forms as en } from '../../app/i18n/en-forms'
import { forms as es } from '../../app/i18n/es-forms'
import { fillTemplate } from '../../app/lib/fill-template'
import type { FormId } from '../../app/lib/forms/fields'
import { formContracts } from '../../app/lib/forms/forms'
import * as words from '../../app/lib/forms/messages'
import type { Problem } from '../../app/lib/forms/problems'
import type { Locale } from '../../app/lib/locale'

const strings: Record<Locale, unknown> = { en: { forms: en }, es: { forms: es } }

/** The page's `t` for the forms' strings, without i18next (and React) in the server. */
function translatorFor(locale: Locale): words.Translate {
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings[locale])
    return typeof found === 'string' ? fillTemplate(found, values) : key
  }
}

/** A field's visible label in a language, as the form shows it; `key` is its key in the form's table. */
export function fieldLabel(form: FormId, key: string, locale: Locale): string {
  return words.fieldLabel(translatorFor(locale), formContracts[form], key)
}

/** A problem in the visitor's words and language, as the form would show it. */
export function problemMessage(form: FormId, problem: Problem, locale: Locale): string {
  return words.problemMessage(translatorFor(locale), formContracts[form], problem) ?? ''
}
