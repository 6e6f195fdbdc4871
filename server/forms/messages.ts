import { forms as en } from '../../app/i18n/en-forms'
import { forms as es } from '../../app/i18n/es-forms'
import { i18nFor } from '../../app/i18n/config'
import type { FormId } from '../../app/lib/forms/fields'
import type { Locale } from '../../app/lib/locale'
import type { ProblemCode } from '../../app/lib/forms/problems'
import type { FieldProblem } from './schemas'

const strings = { en, es }

/** A field's visible label in a language, as the form shows it; `key` names it in `forms.{form}`. */
export function fieldLabel(form: FormId, key: string, locale: Locale): string {
  const labels = strings[locale][form] as Record<string, unknown>
  const found = labels[key]
  return typeof found === 'string' ? found : key
}

/** A problem in the visitor's words and language, with the field's visible label. */
export function problemMessage(form: FormId, problem: FieldProblem, locale: Locale): string {
  return i18nFor(locale).t(`forms.errors.${problem.code}`, {
    field: fieldLabel(form, problem.label, locale),
    max: problem.max,
  })
}

export function formMessage(code: ProblemCode, locale: Locale): string {
  return strings[locale].errors[code]
}
