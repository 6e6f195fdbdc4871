import { colours } from '~/lib/forms/common'
import {
  maxLines,
  sizes,
  type Decoration,
  type Fabric,
  type LineSample,
  type Placement,
  type ProductType,
  type ShippingMode,
  type Size,
} from './catalogue'
import { lineFieldName, quantityName, type LinePart } from './lines'
import { parseRoster, type Roster } from './roster'

/** One product line as the buyer filled it; parts left empty are absent. */
export interface OrderLine {
  /** Its number on the form, from 1. */
  line: number
  /** The catalogue style it is, by its code (lib/order/style-code.ts). */
  style?: string
  productType?: ProductType
  /** A palette swatch, as its hex code. */
  color?: string
  pantone?: string
  fabric?: Fabric
  decoration?: Decoration
  placement?: Placement
  /** What of it to sample before the order: a size set, or one piece in a size. */
  sample?: LineSample
  /** Pieces per size; sizes left at 0 are absent. */
  quantities: Partial<Record<Size, number>>
  total: number
}

/** The structured order of a quotation request, as it is stored with the lead. */
export interface Order {
  lines: OrderLine[]
  roster: Roster
  inHandsDate?: string
  shipping?: ShippingMode
  sample?: 'yes' | 'no'
  targetPrice?: { amount: number; currency?: string }
  destination?: string
  /** The reference of the earlier request this one repeats ("Order again" on its status page). */
  repeatOf?: string
  /** Pieces over every line. */
  total: number
}

/** Reads a value of the form by its posted name; empty when absent. */
export type Read = (name: string) => string

function lineOf(read: Read, line: number): OrderLine | undefined {
  const part = (name: LinePart) => read(lineFieldName(line, name)) || undefined
  const quantities: Partial<Record<Size, number>> = {}
  for (const size of sizes) {
    const quantity = Number(read(quantityName(line, size)) || 0)
    if (Number.isInteger(quantity) && quantity > 0) quantities[size] = quantity
  }
  const described = {
    style: part('Style'),
    productType: part('ProductType') as ProductType | undefined,
    color: part('Color'),
    pantone: part('Pantone'),
    fabric: part('Fabric') as Fabric | undefined,
    decoration: part('Decoration') as Decoration | undefined,
    placement: part('Placement') as Placement | undefined,
    sample: part('Sample') as LineSample | undefined,
  }
  const total = Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0)
  if (total === 0 && Object.values(described).every((value) => value === undefined)) return undefined
  return { line, ...described, quantities, total }
}

/**
 * The order a quotation's values describe: the lines the buyer filled in (an untouched line is
 * left out), the roster, dates and terms. The page reads it from the form as the buyer types, the
 * collector from the checked fields, so both see one order.
 */
export function readOrder(read: Read): Order {
  const lines = Array.from({ length: maxLines }, (_, index) => lineOf(read, index + 1)).filter(
    (line) => line !== undefined,
  )
  const amount = Number(read('TargetPrice'))
  return {
    lines,
    roster: parseRoster(read('Roster')),
    inHandsDate: read('InHandsDate') || undefined,
    shipping: (read('Shipping') || undefined) as ShippingMode | undefined,
    sample: (read('Sample') || undefined) as Order['sample'],
    targetPrice: amount > 0 ? { amount, currency: read('Currency') || undefined } : undefined,
    destination: read('Destination') || undefined,
    total: lines.reduce((sum, line) => sum + line.total, 0),
  }
}

/**
 * Whether the buyer asks for a sample or size set before the order: they said so, or named what to
 * sample on a line.
 */
export const asksForSample = (order: Order) =>
  order.sample === 'yes' || (order.sample !== 'no' && order.lines.some((line) => line.sample))

/** The size most pieces of a line are in; the smaller size on a tie. */
export function mainSize(line: OrderLine): Size | undefined {
  let main: Size | undefined
  for (const size of sizes) {
    if ((line.quantities[size] ?? 0) > (main ? line.quantities[main]! : 0)) main = size
  }
  return main
}

/**
 * The original form's `ProductType`, `Color` and `Size` of an order that has lines: the first line's type,
 * colour (or "Not Selected") and main size, so a hosted form service gets what it always got.
 */
export function specFieldsOf(order: Order): Record<'ProductType' | 'Color' | 'Size', string> | undefined {
  const first = order.lines[0]
  if (!first) return undefined
  return {
    ProductType: first.productType ?? '',
    Color: first.color ?? 'Not Selected',
    Size: mainSize(first) ?? '',
  }
}

/** A palette swatch by its hex code, however it is cased. */
export const swatchOf = (hex: string | undefined) =>
  hex ? colours.find((colour) => colour.hex.toLowerCase() === hex.toLowerCase()) : undefined
