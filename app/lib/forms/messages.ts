import { formatNumber } from '~/content/figures'
import type { Locale } from '../locale'
import { artworkField, artworkLimits } from '../order/artwork'
import { maxRosterRows } from '../order/catalogue'
import { maxNameLength, maxShirtNumber } from '../order/roster'
import { fieldNamed, type FieldRule, type FormContract } from './contract'
import { colours } from './common'
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

/**
 * A chosen option's words, as the form shows it: the same lookup for the page's controls, the
 * mails, the inbox and the status page. Undefined for a value that is not one of the field's
 * options (nothing chosen, or a lead older than its options), which each reader shows its own way;
 * an option without words reads as it is sent.
 */
export function optionLabel(
  t: Translate,
  contract: FormContract,
  key: string,
  value: string | undefined,
): string | undefined {
  const field = contract.fields[key]
  if (field?.kind !== 'choice' || value === undefined) return undefined
  const option = field.options.find((candidate) => candidate.toLowerCase() === value.toLowerCase())
  if (option === undefined) return undefined
  if (!field.optionWords) return option
  const swatch = colours.find((colour) => colour.hex === option)
  return t(`${field.optionWords}.${swatch?.name ?? option}`)
}

/**
 * What a problem's sentence may quote of the field's rule: its limits, written as the language
 * writes numbers ("entre 0,01 y 10 000"), since a Spanish sentence with "0.01" reads as foreign.
 */
function limitsOf(field: FieldRule, locale: Locale): Record<string, string> {
  const number = (value: number) => formatNumber(value, locale)
  switch (field.kind) {
    case 'choice':
    case 'date':
      return {}
    case 'number':
      return { min: number(field.min), max: number(field.max) }
    default:
      return { max: number(field.maxLength) }
  }
}

/** What a sentence about the artwork files may quote: their limits, in the units people use. */
function artworkValues(locale: Locale): Record<string, string> {
  const megabytes = (bytes: number) => formatNumber(bytes / (1024 * 1024), locale)
  return {
    maxFiles: formatNumber(artworkLimits.files, locale),
    fileMb: megabytes(artworkLimits.fileBytes),
    totalMb: megabytes(artworkLimits.totalBytes),
    megapixels: formatNumber(artworkLimits.pixels / 1_000_000, locale),
  }
}

/** What a sentence about the roster may quote: the rules a row is read by. */
function rosterValues(locale: Locale): Record<string, string> {
  return {
    nameLength: formatNumber(maxNameLength, locale),
    numberFrom: formatNumber(0, locale),
    numberTo: formatNumber(maxShirtNumber, locale),
    maxRows: formatNumber(maxRosterRows, locale),
  }
}

/**
 * A problem in the visitor's words, with the field's visible label: the same sentence under the
 * field in the page and in the collector's answer, led by the file's name when it is about one.
 * Without a code, the message the answer gave. Without a contract (a post to a form that does not
 * exist), only problems of the whole post can be worded.
 */
export function problemMessage(
  t: Translate,
  locale: Locale,
  contract: FormContract | undefined,
  problem: Problem,
): string | undefined {
  if (!problem.code) return problem.message
  const field = contract && problem.field !== undefined ? fieldNamed(contract, problem.field) : undefined
  const values = {
    ...(problem.field === artworkField ? artworkValues(locale) : {}),
    ...(problem.code === 'INVALID_ROSTER' ? rosterValues(locale) : {}),
    ...(contract && field ? { field: fieldLabel(t, contract, field.key), ...limitsOf(field, locale) } : {}),
  }
  const message = t(`forms.errors.${problem.code}`, values)
  return problem.file ? t('forms.fileProblem', { file: problem.file, message }) : message
}

/**
 * Several problems as one passage, for the toast that lists an answer's problems: each answer's own
 * words first. Each is a whole sentence with its own full stop, so they follow one another with a
 * space; a comma after a full stop reads as a typing error.
 */
export function problemsText(
  t: Translate,
  locale: Locale,
  contract: FormContract | undefined,
  problems: Problem[],
): string {
  return problems
    .map((problem) => problem.message ?? problemMessage(t, locale, contract, problem))
    .filter(Boolean)
    .join(' ')
}
