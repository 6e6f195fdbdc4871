import * as z from 'zod'
import {
  colours,
  contactProductTypes,
  maxLength,
  noColour,
  quantities,
  quoteFieldNames,
  quoteProductTypes,
  sizes,
  type FormId,
} from '../../app/lib/forms/fields'
import type { ProblemCode } from '../../app/lib/forms/problems'

type Kind = 'text' | 'email' | 'url'

/** One field as the collector receives it; `label` names its translated label in `forms.{form}`. */
export interface FieldRule {
  name: string
  label: string
  required?: boolean
  kind?: Kind
  max: number
  options?: readonly string[]
  /** Stored when the field is missing or empty. */
  fallback?: string
}

const contactRules: FieldRule[] = [
  { name: 'name', label: 'name', required: true, max: maxLength.name },
  { name: 'email', label: 'email', required: true, kind: 'email', max: maxLength.email },
  { name: 'company', label: 'company', max: maxLength.company },
  { name: 'phone', label: 'phone', max: maxLength.phone },
  { name: 'country', label: 'country', max: maxLength.place },
  { name: 'city', label: 'city', max: maxLength.place },
  { name: 'position', label: 'position', max: maxLength.position },
  { name: 'productType', label: 'productType', max: maxLength.name, options: contactProductTypes },
  { name: 'quantity', label: 'quantity', max: maxLength.name, options: quantities },
  { name: 'message', label: 'message', required: true, max: maxLength.message },
]

const q = quoteFieldNames
const quoteRules: FieldRule[] = [
  { name: q.customerName, label: 'customerName', required: true, max: maxLength.name },
  { name: q.company, label: 'company', max: maxLength.company },
  { name: q.email, label: 'email', required: true, kind: 'email', max: maxLength.email },
  { name: q.phone, label: 'phone', required: true, max: maxLength.phone },
  { name: q.country, label: 'country', max: maxLength.place },
  { name: q.city, label: 'city', max: maxLength.place },
  { name: q.position, label: 'position', max: maxLength.position },
  { name: q.website, label: 'website', kind: 'url', max: maxLength.website },
  { name: q.productType, label: 'productType', max: maxLength.name, options: quoteProductTypes },
  {
    name: q.color,
    label: 'color',
    max: maxLength.name,
    options: [...colours.map((colour) => colour.hex), noColour],
    fallback: noColour,
  },
  { name: q.size, label: 'size', max: maxLength.name, options: sizes },
  { name: q.notes, label: 'notes', max: maxLength.message },
]

const newsletterRules: FieldRule[] = [
  { name: 'email', label: 'email', required: true, kind: 'email', max: maxLength.email },
]

export const formRules: Record<FormId, FieldRule[]> = {
  contact: contactRules,
  quote: quoteRules,
  newsletter: newsletterRules,
}

// The same e-mail rule as the browser's `type=email`, so what the form lets through, we accept.
const emailSchema = z.email({ pattern: z.regexes.html5Email })
const urlSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain })
const isEmail = (value: string) => emailSchema.safeParse(value).success
const isUrl = (value: string) => urlSchema.safeParse(value).success

function problemOf(rule: FieldRule, value: string): ProblemCode | undefined {
  if (value === '') return rule.required ? 'REQUIRED_FIELD_EMPTY' : undefined
  if (value.length > rule.max) return 'TOO_LONG'
  if (rule.kind === 'email' && !isEmail(value)) return 'TYPE_EMAIL'
  if (rule.kind === 'url' && !isUrl(value)) return 'TYPE_URL'
  if (rule.options && !rule.options.includes(value)) return 'INVALID_OPTION'
  return undefined
}

function fieldSchema(rule: FieldRule) {
  return z
    .string({ error: 'TYPE_TEXT' })
    .trim()
    .check((ctx) => {
      const code = problemOf(rule, ctx.value)
      if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value })
    })
}

const fieldSchemas = new Map(
  Object.values(formRules)
    .flat()
    .map((rule) => [rule, fieldSchema(rule)]),
)

export interface FieldProblem {
  field: string
  label: string
  code: ProblemCode
  max: number
}

/**
 * Checks the fields of one form. Fields it does not know are dropped; every known field is stored,
 * trimmed, empty when it was not sent.
 */
export function validate(
  form: FormId,
  body: Record<string, unknown>,
): { values: Record<string, string>; problems: FieldProblem[] } {
  const values: Record<string, string> = {}
  const problems: FieldProblem[] = []
  for (const rule of formRules[form]) {
    const raw = body[rule.name]
    const problem = (code: ProblemCode) =>
      problems.push({ field: rule.name, label: rule.label, code, max: rule.max })
    if (raw === undefined) {
      if (rule.required) problem('REQUIRED_FIELD_MISSING')
      else values[rule.name] = rule.fallback ?? ''
      continue
    }
    const result = fieldSchemas.get(rule)!.safeParse(raw)
    if (result.success) values[rule.name] = result.data || (rule.fallback ?? '')
    else problem((result.error.issues[0]?.message ?? 'TYPE_TEXT') as ProblemCode)
  }
  return { values, problems }
}
