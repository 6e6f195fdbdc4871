import type { FieldRule } from '~/lib/forms/contract'
import { colours } from '~/lib/forms/common'
import { styleCodeLength } from './style-code'
import {
  decorations,
  fabrics,
  lineSamples,
  maxLines,
  maxQuantity,
  placements,
  productTypes,
  sizes,
  type Size,
} from './catalogue'

/**
 * The fields of one product line of a quotation, by the part of their name after `Line{n}`: the
 * catalogue style it is, when the buyer names one, what it is, its colour (a swatch, or a Pantone
 * reference typed in), fabric, decoration and placement, what of it to sample before the order, and
 * its size matrix, one quantity per size (`Line1QtyM`).
 */
const parts = {
  Style: { kind: 'text', maxLength: styleCodeLength, format: 'styleCode' },
  ProductType: { kind: 'choice', options: productTypes, optionWords: 'forms.quote.productTypes' },
  Color: { kind: 'choice', options: colours.map((colour) => colour.hex), optionWords: 'forms.colours' },
  Pantone: { kind: 'text', maxLength: 40 },
  Fabric: { kind: 'choice', options: fabrics },
  Decoration: { kind: 'choice', options: decorations },
  Placement: { kind: 'choice', options: placements },
  Sample: { kind: 'choice', options: lineSamples },
} as const

export type LinePart = keyof typeof parts
export type QuantityPart = `Qty${Size}`

/** The name line `line` (from 1) posts a part under: `Line2Fabric`, `Line2QtyXL`. */
export const lineFieldName = (line: number, part: LinePart | QuantityPart) => `Line${line}${part}`
export const quantityName = (line: number, size: Size) => lineFieldName(line, `Qty${size}`)

/** The key of a line field in the quotation's table: its name, lower-camel-cased. */
export type LineKey = `line${number}${string}`
const keyOf = (line: number, part: string): LineKey => `line${line}${part}`

const label = (line: number, part: string, values: Record<string, string> = {}) => ({
  key: `forms.quote.line.${part}`,
  values: { line: String(line), ...values },
})

function lineFields(line: number): Array<[LineKey, FieldRule]> {
  const described = Object.entries(parts).map(([part, rule]): [LineKey, FieldRule] => [
    keyOf(line, part),
    {
      ...rule,
      name: lineFieldName(line, part as LinePart),
      omitWhenEmpty: true,
      label: label(line, part.charAt(0).toLowerCase() + part.slice(1)),
    } as FieldRule,
  ])
  const quantities = sizes.map((size): [LineKey, FieldRule] => [
    keyOf(line, `Qty${size}`),
    {
      kind: 'number',
      min: 0,
      max: maxQuantity,
      decimals: 0,
      name: quantityName(line, size),
      omitWhenEmpty: true,
      label: label(line, 'quantity', { size }),
    },
  ])
  return [...described, ...quantities]
}

/** Every product line's fields, line by line, for the quotation's table. */
export const lineTable = Object.fromEntries(
  Array.from({ length: maxLines }, (_, index) => lineFields(index + 1)).flat(),
) as Record<LineKey, FieldRule>

/**
 * The builder's "Add another product" button: a submit button under this name, valued with the
 * line it asks for. With its script the builder adds the line itself; without, the browser posts
 * the form, and the collector answers with the builder again, one line longer, as typed.
 */
export const addLineField = 'AddLine'

/** The line an "Add another product" post asks for (2 to the last), if it is one. */
export function addedLine(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[2-9]$/.test(value)) return undefined
  const line = Number(value)
  return line <= maxLines ? line : undefined
}

/** The line a field belongs to, by its key (`line3QtyM`) or its posted name (`Line3QtyM`). */
export function lineOf(field: string): number | undefined {
  const match = /^[Ll]ine(\d)/.exec(field)
  return match ? Number(match[1]) : undefined
}

/**
 * How many product lines the builder shows as a page opens: the first always, and every line up
 * to the last that holds a value or a problem, or that the visitor asked for. A line's controls
 * exist only while it is shown, so that a page of six lines' worth of fields (four fifths of them
 * empty on most visits) is not parsed, styled and laid out before the form can be used.
 */
export function linesShown({
  values = {},
  fields = [],
  asked = 1,
}: {
  /** Values typed back, by key or posted name: a line with one that is not empty is shown. */
  values?: Readonly<Record<string, string>>
  /** Fields with a problem, by key or posted name. */
  fields?: readonly string[]
  /** The line the visitor asked for. */
  asked?: number
}): number {
  const filled = Object.entries(values).flatMap(([field, value]) => (value ? [lineOf(field) ?? 1] : []))
  const lines = [1, asked, ...filled, ...fields.map((field) => lineOf(field) ?? 1)]
  return Math.min(Math.max(...lines), maxLines)
}
