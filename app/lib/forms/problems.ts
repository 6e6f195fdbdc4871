import type { FormId } from './common'

/** The hosted services' error codes the collector answers with, one per problem. */
export const problemCodes = [
  'REQUIRED_FIELD_MISSING',
  'REQUIRED_FIELD_EMPTY',
  'TYPE_EMAIL',
  'TYPE_URL',
  'TYPE_TEXT',
  'TOO_LONG',
  'INVALID_OPTION',
  'NOT_A_NUMBER',
  'OUT_OF_RANGE',
  'INVALID_DATE',
  'DATE_PASSED',
  'DATE_TOO_FAR',
  'INVALID_ROSTER',
  'INVALID_STYLE_CODE',
  'EMPTY',
  'RATE_LIMITED',
  // The quotation's artwork files (lib/order/artwork.ts), refused as they arrive.
  'FILE_NOT_ACCEPTED',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'FILES_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TYPE_MISMATCH',
  'IMAGE_TOO_LARGE',
  'IMAGE_SIZE_UNREADABLE',
  // The post as a whole, refused before its fields are read; FORM_NOT_FOUND is Formspree's own.
  'FORM_NOT_FOUND',
  'MALFORMED_BODY',
  'ABORTED',
  'TOO_SLOW',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const
export type ProblemCode = (typeof problemCodes)[number]

export const isProblemCode = (value: unknown): value is ProblemCode =>
  (problemCodes as readonly string[]).includes(value as string)

/** The field for a problem of the whole submission. */
export const wholeForm = '_form'

/**
 * What the collector found wrong with one field. The collector gives all three parts; a hosted
 * service may give only a message, and a post refused without JavaScript only field and code.
 */
export interface Problem {
  /** The field as it was sent (`email`, `CustomerName`), or `_form`. */
  field?: string
  code?: ProblemCode
  /** In the collector's (or the service's) words. */
  message?: string
  /** The name of the file a problem is about, as the visitor's computer gave it. */
  file?: string
}

/** A problem as the collector finds it: always with its code. */
export type CodedProblem = Problem & { code: ProblemCode }

/**
 * A form posted without JavaScript and refused by the collector, as its page is rendered again for
 * that post: what the visitor typed, under the fields' keys, and what the collector found wrong.
 */
export interface ReturnedPost {
  form: FormId
  values: Readonly<Record<string, string>>
  problems: CodedProblem[]
  /**
   * The reference of the earlier request the values were read from, when the page opens a
   * quotation to order again (server/status/order-again.ts): it has no problems then.
   */
  repeatOf?: string
  /**
   * The product line an "Add another product" post asked for, when the page answers one: shown
   * with the lines before it, and no problems.
   */
  lines?: number
  /**
   * Whether the post carried artwork files, which no page can put back into the form: unknown
   * (left out) when the post was refused before its files were read.
   */
  artworkSent?: boolean
}

/** The `errors` list of a collector's or hosted service's answer; items without code or message are dropped. */
export function problemsIn(body: unknown): Problem[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors
  if (!Array.isArray(errors)) return []
  return errors.flatMap((item: unknown) => {
    const { field, code, message, file } = (item ?? {}) as Record<string, unknown>
    const problem: Problem = {
      field: typeof field === 'string' ? field : undefined,
      code: isProblemCode(code) ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
    }
    if (typeof file === 'string') problem.file = file
    return problem.code || problem.message ? [problem] : []
  })
}
