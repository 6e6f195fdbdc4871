import { i18nFor } from '../../app/i18n/config'
import type { FormId } from '../../app/lib/forms/common'
import { formContracts } from '../../app/lib/forms/forms'
import * as words from '../../app/lib/forms/messages'
import type { Problem } from '../../app/lib/forms/problems'
import type { Locale } from '../../app/lib/locale'

/** The page's `t` for the forms' strings: the same i18next words, without React. */
export function translatorFor(locale: Locale): words.Translate {
  return (key, values) => i18nFor(locale).t(key as never, values)
}

/** A field's visible label in a language, as the form shows it; `key` is its key in the form's table. */
export function fieldLabel(form: FormId, key: string, locale: Locale): string {
  return words.fieldLabel(translatorFor(locale), formContracts[form], key)
}

/**
 * A chosen option's words in a language, as the form shows it; undefined for a value that is not
 * one of the field's options.
 */
export function optionLabel(form: FormId, key: string, value: string | undefined, locale: Locale) {
  return words.optionLabel(translatorFor(locale), formContracts[form], key, value)
}

/**
 * A problem in the visitor's words and language, as the form would show it; a post to no known
 * form can only have problems of the whole post.
 */
export function problemMessage(form: FormId | undefined, problem: Problem, locale: Locale): string {
  return words.problemMessage(translatorFor(locale), locale, form && formContracts[form], problem) ?? ''
}
