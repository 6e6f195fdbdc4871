import type { FormId } from '../../app/lib/forms/common'
import { wholeForm, type CodedProblem, type ProblemCode } from '../../app/lib/forms/problems'
import type { Locale } from '../../app/lib/locale'
import { wordsIn } from '../words'

/**
 * One entry of an answer's `errors`. Formspree's client makes an entry with a `field` that field's
 * error and one without a form error, so a problem of the whole post carries no field.
 */
export interface AnsweredProblem {
  code: ProblemCode
  message: string
  /** The field's name as it was posted (`Email`, `Line2QtyM`). */
  field?: string
  /** The name of the file a problem is about, as the visitor's computer gave it. */
  file?: string
}

/**
 * Every refusal of the collector, in the visitor's language. `errors` is what the site's forms and
 * the hosted services' clients read; `error` and `code` are the one line the answers have always
 * had: the first problem's words and code, or, for a list of field problems (422), the words
 * Formspree answers with.
 */
export interface ErrorAnswer {
  error: string
  code: ProblemCode
  errors: AnsweredProblem[]
}

export function errorAnswer(
  status: number,
  form: FormId | undefined,
  problems: readonly CodedProblem[],
  locale: Locale,
): ErrorAnswer {
  const errors = problems.map(({ field, code, file }) => ({
    ...(field && field !== wholeForm ? { field } : {}),
    code,
    message: wordsIn(locale).problemMessage(form, { field, code, file }),
    ...(file ? { file } : {}),
  }))
  const first = errors[0]!
  return { error: status === 422 ? 'Validation errors' : first.message, code: first.code, errors }
}
