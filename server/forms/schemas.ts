import * as z from 'zod'
import { fieldList, type DateField, type ListedField, type NumberField } from '../../app/lib/forms/contract'
import type { FormId } from '../../app/lib/forms/common'
import { formContracts } from '../../app/lib/forms/forms'
import type { CodedProblem, ProblemCode } from '../../app/lib/forms/problems'
import { isStyleCode, styleCodeOf } from '../../app/lib/order/style-code'

// The same e-mail rule as the browser's `type=email`, so what the form lets through, we accept.
const emailSchema = z.email({ pattern: z.regexes.html5Email })
const urlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain })
const isEmail = (value: string) => emailSchema.safeParse(value).success
const isUrl = (value: string) => urlSchema.safeParse(value).success

const day = 86_400_000

/** A number as a number input sends it: digits, and a point with the decimals the row allows. */
function numberProblem(field: NumberField, value: string): ProblemCode | undefined {
  const pattern = field.decimals === 0 ? /^\d{1,9}$/ : /^\d{1,9}(\.\d{1,2})?$/
  if (!pattern.test(value)) return 'NOT_A_NUMBER'
  const number = Number(value)
  return number < field.min || number > field.max ? 'OUT_OF_RANGE' : undefined
}

/**
 * A day as a date input sends it, from today on (today as the earliest time zone may still be
 * in it: a buyer in Hawaii is a day behind the server), and not further than the row allows.
 */
function dateProblem(field: DateField, value: string, now = Date.now()): ProblemCode | undefined {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return 'INVALID_DATE'
  const today = Math.floor(now / day) * day
  if (time < today - day) return 'DATE_PASSED'
  return time > today + field.maxDaysAhead * day ? 'DATE_TOO_FAR' : undefined
}

/** What is wrong with a trimmed value of the field, checked as its table row says. */
function problemOf(field: ListedField, value: string): ProblemCode | undefined {
  if (value === '') return field.required ? 'REQUIRED_FIELD_EMPTY' : undefined
  if (field.kind === 'choice') {
    return field.options.includes(value) || value === field.fallback ? undefined : 'INVALID_OPTION'
  }
  if (field.kind === 'number') return numberProblem(field, value)
  if (field.kind === 'date') return dateProblem(field, value)
  if (value.length > field.maxLength) return 'TOO_LONG'
  if (field.kind === 'email' && !isEmail(value)) return 'TYPE_EMAIL'
  if (field.kind === 'url' && !isUrl(value)) return 'TYPE_URL'
  if ('format' in field && field.format === 'styleCode' && !isStyleCode(value)) return 'INVALID_STYLE_CODE'
  return undefined
}

/**
 * A choice as its table spells it, whatever the case it came in: `#001f5b` is the palette's
 * `#001F5B`, which other clients (a hosted service's, a CRM's) write in lower case. A style code
 * is written in capitals, as the catalogue does.
 */
function spelledAsOption(field: ListedField, value: string): string {
  if ('format' in field && field.format === 'styleCode') return styleCodeOf(value)
  if (field.kind !== 'choice') return value
  const wanted = value.toLowerCase()
  return [...field.options, field.fallback].find((option) => option?.toLowerCase() === wanted) ?? value
}

/**
 * One field's schema: trimmed text, a choice spelt as its option, checked by its row; an optional
 * one left out is its fallback.
 */
function fieldSchema(field: ListedField) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? 'REQUIRED_FIELD_MISSING' : 'TYPE_TEXT') })
    .trim()
    .overwrite((value) => spelledAsOption(field, value))
    .check((ctx) => {
      const code = problemOf(field, ctx.value)
      if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value })
    })
  if (field.required) return text
  return text.optional().transform((value) => value || (field.fallback ?? ''))
}

const schemas = Object.fromEntries(
  Object.entries(formContracts).map(([form, contract]) => [
    form,
    fieldList(contract).map((field) => ({ field, schema: fieldSchema(field) })),
  ]),
) as Record<FormId, Array<{ field: ListedField; schema: ReturnType<typeof fieldSchema> }>>

/**
 * Checks the fields of one form, one problem a field at most, in the form's order. Fields it does
 * not know are dropped; every known field is kept trimmed, empty (or its fallback) when not sent,
 * except the additive ones its table leaves out when empty.
 */
export function validate(
  form: FormId,
  body: Record<string, unknown>,
): { values: Record<string, string>; problems: CodedProblem[] } {
  const values: Record<string, string> = {}
  const problems: CodedProblem[] = []
  for (const { field, schema } of schemas[form]) {
    const { name } = field
    const result = schema.safeParse(Object.hasOwn(body, name) ? body[name] : undefined)
    if (!result.success) problems.push({ field: name, code: result.error.issues[0]!.message as ProblemCode })
    else if (result.data !== '' || !field.omitWhenEmpty) values[name] = result.data
  }
  return { values, problems }
}
