import type { FormId } from './fields'

/** The hosted services' error codes the collector answers with, one per problem. */
export const problemCodes = [
  'REQUIRED_FIELD_MISSING',
  'REQUIRED_FIELD_EMPTY',
  'TYPE_EMAIL',
  'TYPE_URL',
  'TYPE_TEXT',
  'TOO_LONG',
  'INVALID_OPTION',
  'EMPTY',
  'RATE_LIMITED',
] as const
export type ProblemCode = (typeof problemCodes)[number]

export interface Problem {
  /** The field as it was sent (`email`, `CustomerName`); `_form` for the whole submission. */
  field: string
  code: ProblemCode
}

/**
 * A form posted without JavaScript comes back to its page with its problems in the query string,
 * `?form=quote&form-errors=Email:TYPE_EMAIL`, so the page can show them once its script runs.
 */
export const problemParams = { form: 'form', errors: 'form-errors' } as const

export function encodeProblems(form: FormId, problems: Problem[]): string {
  const params = new URLSearchParams({
    [problemParams.form]: form,
    [problemParams.errors]: problems.map((p) => `${p.field}:${p.code}`).join(','),
  })
  return params.toString()
}

export function decodeProblems(search: string, form: FormId): Problem[] {
  const params = new URLSearchParams(search)
  if (params.get(problemParams.form) !== form) return []
  return (params.get(problemParams.errors) ?? '').split(',').flatMap((item) => {
    const [field, code] = item.split(':')
    return field && (problemCodes as readonly string[]).includes(code ?? '')
      ? [{ field, code: code as ProblemCode }]
      : []
  })
}
