import * as z from 'zod'
import type { OptionList } from '../../app/content/schemas/fields'
import { namedOptions } from './option-lists'

/** A field of Decap CMS's configuration, as its editor reads it. */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  /** Whether the field is written per language (true) or once, in the English file (false). */
  i18n?: boolean
  /** A regular expression the value must match, and the sentence shown when it does not. */
  pattern?: [string, string]
  /** A select's options: the key the file stores, the name the editor sees. */
  options?: Array<{ label: string; value: string }>
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  default?: unknown
  /** A list's fields, or an object's. */
  fields?: CmsField[]
  /** A list of single values: the one field each item is. */
  field?: CmsField
  /** What a folded list item shows: `{{fields.question}}`. */
  summary?: string
}

/** What a schema's `.meta()` may say for the CMS. */
interface FieldMeta {
  title?: string
  description?: string
  widget?: 'text' | 'markdown' | 'image'
  optionList?: OptionList
}

/** A field name as words: `contactEmail` → `Contact email`, the label when `.meta()` gives none. */
function labelOf(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The metadata of a field: the outer schema's first (`.optional().meta()`), then the inner one's. */
function metaOf(schemas: z.ZodType[]): FieldMeta {
  return Object.assign({}, ...schemas.map((schema) => z.globalRegistry.get(schema) ?? {}).reverse())
}

/** A schema without its wrappers (optional, nullable, default), with what they said. */
function unwrap(schema: z.ZodType) {
  const layers: z.ZodType[] = [schema]
  let inner = schema
  let optional = false
  let fallback: unknown
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true
      inner = inner.unwrap() as z.ZodType
    } else if (inner instanceof z.ZodUnion && emptyOr(inner)) {
      // A value or nothing (`z.union([z.url(), z.literal('')])`): the value, not required.
      optional = true
      inner = emptyOr(inner)!
    } else if (inner instanceof z.ZodDefault) {
      fallback = inner.def.defaultValue
      inner = inner.unwrap() as z.ZodType
    } else break
    layers.push(inner)
  }
  return { inner, optional, fallback, layers }
}

/** The one real option of a union of it and the empty text, or undefined for any other union. */
function emptyOr(union: z.ZodUnion): z.ZodType | undefined {
  const isEmpty = (option: z.ZodType) =>
    option instanceof z.ZodLiteral && option.def.values.length === 1 && option.def.values[0] === ''
  const options = union.options as z.ZodType[]
  const real = options.filter((option) => !isEmpty(option))
  return options.length === 2 && real.length === 1 ? real[0] : undefined
}

/** The sentences shown when a value does not have the form its string format asks for. */
const formatSentences: Record<string, string> = {
  email: 'Write an e-mail address, such as sales@example.com.',
  url: 'Write a web address, such as https://www.example.com.',
}

/**
 * The form a string must have, as the CMS checks it before it saves: zod's own expression for a
 * format (an e-mail address, a web address) or for `.regex()`, with its sentence. It replaces the
 * length pattern, as a field has one; the build still checks the length.
 */
function formPattern(schema: z.ZodType): [string, string] | undefined {
  if (schema instanceof z.ZodStringFormat) {
    const { pattern, format } = schema.def as { pattern?: RegExp; format: string }
    if (pattern) return [pattern.source, formatSentences[format] ?? 'Write it in the form the hint shows.']
  }
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { format?: string; pattern?: RegExp; error?: () => unknown }
    if (def.format !== 'regex' || !def.pattern) continue
    const said = def.error?.()
    return [
      def.pattern.source,
      typeof said === 'string' ? `Write ${said}.` : 'Write it in the form the hint shows.',
    ]
  }
  return undefined
}

/** The length limits set by `.min()`, `.max()` and `.length()` on a string or an array. */
function lengthLimits(schema: z.ZodType): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {}
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number }
    if (def.check === 'min_length') limits.min = Math.max(limits.min ?? 0, def.minimum!)
    if (def.check === 'max_length') limits.max = Math.min(limits.max ?? Infinity, def.maximum!)
    if (def.check === 'length_equals') limits.min = limits.max = def.length!
  }
  return limits
}

const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`)

/**
 * A string's limits as the pattern the CMS checks before it saves, with its sentence. The pattern
 * counts UTF-16 units, as JavaScript's `length` does for zod, so the CMS and the build agree on
 * every text; `[\s\S]` takes line breaks too, and a bounded repeat of one class cannot backtrack.
 */
export function lengthPattern({
  min = 0,
  max,
}: {
  min?: number
  max?: number
}): [string, string] | undefined {
  if (max === undefined && min <= 1) return undefined
  if (max === undefined) return [`^[\\s\\S]{${min},}$`, `Write at least ${characters(min)}.`]
  if (min <= 1) return [`^[\\s\\S]{0,${max}}$`, `Write at most ${characters(max)}.`]
  if (min === max) return [`^[\\s\\S]{${min}}$`, `Write exactly ${characters(min)}.`]
  return [`^[\\s\\S]{${min},${max}}$`, `Write between ${min} and ${characters(max)}.`]
}

/**
 * The CMS field for one property of a kind's schema: its widget from the schema's type (or
 * `.meta().widget`), required unless optional, its limits and options as the schema has them (each
 * option shown by the site's name for it, `.meta().optionList`), and `translated` on it and every
 * field inside it (undefined in a collection with no languages).
 */
export function cmsField(
  name: string,
  schema: z.ZodType,
  translated: boolean | undefined,
  where = name,
): CmsField {
  const { inner, optional, fallback, layers } = unwrap(schema)
  const meta = metaOf(layers)
  const field: CmsField = {
    name,
    label: meta.title ?? labelOf(name),
    widget: 'string',
    ...(optional ? { required: false } : {}),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(translated === undefined ? {} : { i18n: translated }),
    ...(fallback !== undefined ? { default: fallback } : {}),
  }
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    field.widget = meta.widget ?? 'string'
    const pattern =
      field.widget === 'image' ? undefined : (formPattern(inner) ?? lengthPattern(lengthLimits(inner)))
    if (pattern) field.pattern = pattern
  } else if (inner instanceof z.ZodNumber) {
    field.widget = 'number'
    field.value_type = inner.isInt ? 'int' : 'float'
    // `.int()` alone bounds a number to the safe integers: no limit an editor needs to see.
    const bound = (value: number | null) =>
      value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined
    const [min, max] = [bound(inner.minValue), bound(inner.maxValue)]
    if (min !== undefined) field.min = min
    if (max !== undefined) field.max = max
  } else if (inner instanceof z.ZodBoolean) {
    field.widget = 'boolean'
  } else if (inner instanceof z.ZodEnum) {
    field.widget = 'select'
    field.options = namedOptions(meta.optionList, inner.options.map(String), where)
  } else if (inner instanceof z.ZodObject) {
    field.widget = 'object'
    field.fields = cmsFields(inner, translated, where)
  } else if (inner instanceof z.ZodArray) {
    field.widget = 'list'
    const { min, max } = lengthLimits(inner)
    if (min !== undefined) field.min = min
    if (max !== undefined) field.max = max
    const item = inner.element as z.ZodType
    if (unwrap(item).inner instanceof z.ZodObject) {
      field.fields = cmsFields(unwrap(item).inner as z.ZodObject, translated, where)
      // A folded item shows its first line of text (a question), so an editor finds it in the list.
      const title = field.fields.find((inner) => inner.widget === 'string')
      if (title) field.summary = `{{fields.${title.name}}}`
    } else field.field = cmsField('item', item, translated, `${where}[]`)
  } else {
    // A type the CMS has no widget for would be a field no editor could fill: the kind is refused
    // as the configuration is made, not found out when an entry cannot be saved.
    throw new Error(`The CMS has no widget for the field "${where}" (a ${inner.def.type} in its schema)`)
  }
  return field
}

/** The CMS fields of an object schema's properties, in their order. */
export function cmsFields(schema: z.ZodObject, translated: boolean | undefined, where = ''): CmsField[] {
  return Object.entries(schema.shape).map(([name, property]) =>
    cmsField(name, property as z.ZodType, translated, where ? `${where}.${name}` : name),
  )
}
