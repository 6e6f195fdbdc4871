import { artworkField, artworkLimits } from '../order/artwork'
import { fieldNamed, type FieldRule, type FormContract } from './contract'
import type { Problem } from './problems'

/**
 * Looks up an interface string by its key (`forms.errors.TOO_LONG`) in one language and fills its
 * `{{placeholders}}`: i18next's `t` in the page, the collector's own lookup on the server.
 */
export type Translate = (key: string, values?: Record<string, string>) => string

/** A field's visible label, as the form shows it. */
export function fieldLabel(t: Translate, contract: FormContract, key: string): string {
  const label = contract.fields[key]?.label
  return label ? t(label.key, label.values) : t(`forms.${contract.id}.${key}`)
}

/** What a problem's sentence may quote of the field's rule: its limits. */
function limitsOf(field: FieldRule): Record<string, string> {
  switch (field.kind) {
    case 'choice':
    case 'date':
      return {}
    case 'number':
      return { min: String(field.min), max: String(field.max) }
    default:
      return { max: String(field.maxLength) }
  }
}

const megabytes = (bytes: number) => String(bytes / (1024 * 1024))

/** What a sentence about the artwork files may quote: their limits, in the units people use. */
const artworkValues: Record<string, string> = {
  maxFiles: String(artworkLimits.files),
  fileMb: megabytes(artworkLimits.fileBytes),
  totalMb: megabytes(artworkLimits.totalBytes),
  megapixels: String(artworkLimits.pixels / 1_000_000),
}

/**
 * A problem in the visitor's words, with the field's visible label: the same sentence under the
 * field in the page and in the collector's answer, led by the file's name when it is about one.
 * Without a code, the message the answer gave. Without a contract (a post to a form that does not
 * exist), only problems of the whole post can be worded.
 */
export function problemMessage(
  t: Translate,
  contract: FormContract | undefined,
  problem: Problem,
): string | undefined {
  if (!problem.code) return problem.message
  const field = contract && problem.field !== undefined ? fieldNamed(contract, problem.field) : undefined
  const values = {
    ...(problem.field === artworkField ? artworkValues : {}),
    ...(contract && field ? { field: fieldLabel(t, contract, field.key), ...limitsOf(field) } : {}),
  }
  const message = t(`forms.errors.${problem.code}`, values)
  return problem.file ? t('forms.fileProblem', { file: problem.file, message }) : message
}
