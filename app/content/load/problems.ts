import type { z } from 'zod'
import type { Locale } from '~/lib/locale'

/** Something wrong in a content file, said as an editor would fix it. */
export interface Problem {
  /** The file, from the repository's root: `content/faq/faq.es.yml`. */
  file: string
  /** The field, as the editor finds it: `entries › general › 3 › answer`; empty for the whole file. */
  field: string
  language?: Locale
  message: string
}

const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** One line of the build's report: `content/faq/faq.es.yml › entries › general › 3 › answer (Spanish): missing.` */
export function formatProblem({ file, field, language, message }: Problem): string {
  const where = [file, field].filter(Boolean).join(' › ')
  return `${where}${language ? ` (${languageNames[language]})` : ''}: ${message}`
}

/** A field's path as an editor counts: list items from 1. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? String(key + 1) : String(key))).join(' › ')
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  )
}

const kindsOfValue: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

/** What a schema's complaint means for the value the editor wrote. */
function describe(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null
        ? 'missing.'
        : `should be ${kindsOfValue[issue.expected] ?? issue.expected}.`
    case 'too_big':
      if (issue.origin === 'string')
        return `too long: ${String(value).trim().length} characters, at most ${issue.maximum}.`
      if (issue.origin === 'array')
        return `too many: ${(value as unknown[]).length} items, at most ${issue.maximum}.`
      return `too large: at most ${issue.maximum}.`
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'empty.' : `too short: at least ${issue.minimum} characters.`
      if (issue.origin === 'array')
        return `too few: ${(value as unknown[]).length} items, at least ${issue.minimum}.`
      return `too small: at least ${issue.minimum}.`
    case 'invalid_value':
      // zod says a missing option is none of the options; an editor needs to hear it is missing.
      if (value === undefined || value === null) return 'missing.'
      return `unknown option ${JSON.stringify(value)}; the options are ${issue.values.map((option) => JSON.stringify(option)).join(', ')}.`
    case 'invalid_format':
      return `not in the expected form (${issue.format === 'regex' ? issue.message : issue.format}).`
    default:
      return `${issue.message}.`
  }
}

/** The problems a schema found in one file's fields. */
export function schemaProblems(
  error: z.ZodError,
  data: unknown,
  where: Pick<Problem, 'file' | 'language'>,
): Problem[] {
  return error.issues.map((issue) => ({
    ...where,
    field: fieldPath(issue.path),
    message: describe(issue, valueAt(data, issue.path)),
  }))
}
