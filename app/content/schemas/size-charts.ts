import { z } from 'zod'
import { adultSizes, youthSizes, type Fit } from '../order-options'
import { noWords, type EntryOf } from './fields'

/**
 * The size charts' figures: each fit's garment measurements in centimetres, size by size, and the
 * tolerance they are cut to, written once for both languages. Inches are worked out from these by
 * the site (app/content/size-charts.ts), never written; the youth sizes' ages are the business
 * figures' (`youthSizeAges`). The charts' words are the size charts page's (schemas/size-chart-page.ts).
 */

/** The measurements each size has, in the order the charts' columns show them. */
export const measurements = ['halfChest', 'bodyLength', 'sleeve', 'waist', 'hip'] as const
export type Measurement = (typeof measurements)[number]

/** A garment measurement: centimetres, to the half centimetre a pattern is graded to. */
const centimetres = (title: string, description: string) =>
  z.number().positive().max(200).multipleOf(0.5).meta({ title, description })

const row = <Sizes extends readonly [string, ...string[]]>(sizes: Sizes) =>
  z
    .object({
      size: z.enum(sizes).meta({ title: 'Size', optionList: 'sizes' }),
      halfChest: centimetres('A. Half chest (cm)', 'Across the front, just below the armholes, laid flat.'),
      bodyLength: centimetres(
        'B. Body length (cm)',
        'From the top of the shoulder beside the collar to the hem.',
      ),
      sleeve: centimetres('C. Sleeve (cm)', 'From the shoulder seam to the end of the cuff, long sleeve.'),
      waist: centimetres('D. Half waist (cm)', 'Shorts and trousers: across the waistband, relaxed.'),
      hip: centimetres('E. Half hip (cm)', 'Shorts and trousers: across the seat at its widest.'),
    })
    .meta({ title: 'Size' })

/**
 * A fit's chart: its sizes once each, in the order a size run is written, and each size at least as
 * big as the one before it in every measurement, so a figure typed into the wrong row or missing a
 * digit is caught before it is published.
 */
const chart = <Sizes extends readonly [string, ...string[]]>(title: string, sizes: Sizes) =>
  z
    .array(row(sizes))
    .length(sizes.length)
    .refine(
      (rows) => rows.every((item, index) => item.size === sizes[index]),
      `should list the sizes ${sizes.join(', ')}, each once and in that order`,
    )
    .refine(
      (rows) =>
        rows.every(
          (item, index) => index === 0 || measurements.every((name) => item[name] >= rows[index - 1]![name]),
        ),
      'has a size measuring less than the size before it: each measurement should grow with the size',
    )
    .meta({ title, description: `One row per size, ${sizes[0]} to ${sizes.at(-1)}, in centimetres.` })

export const shared = z.object({
  toleranceCm: z.number().positive().max(5).multipleOf(0.5).meta({
    title: 'Tolerance (± cm)',
    description: 'How far a finished garment may measure from its chart, either way, on every measurement.',
  }),
  adult: chart('Adult unisex', adultSizes),
  women: chart('Women’s', adultSizes),
  youth: chart('Youth', youthSizes),
} satisfies Record<Fit | 'toleranceCm', z.ZodType>)

export const words = noWords

export type Entry = EntryOf<typeof shared, typeof words>
