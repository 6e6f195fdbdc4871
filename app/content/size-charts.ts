import { fits, type Fit, type Size } from './order-options'
import { data as words } from './data/size-chart-page'
import { data as figures } from './data/size-charts'
import { pageContent } from './page-content'
import type { Entry as SizeChartWords } from './schemas/size-chart-page'
import { measurements, type Measurement } from './schemas/size-charts'

export { measurements, type Measurement }

/**
 * The size charts: each fit's garment measurements, written in centimetres in
 * content/size-charts/size-charts.yml, with the inches worked out here when the pages are built, so
 * the page carries both in its HTML and needs no script to show either.
 */

/** The units a chart is shown in: centimetres as written, or inches worked out from them. */
export const chartUnits = ['cm', 'inch'] as const
export type ChartUnit = (typeof chartUnits)[number]

/** Centimetres in inches to the tenth, as trade charts print them: 47 cm is 18.5 in. */
export const inches = (centimetres: number) => Math.round((centimetres / 2.54) * 10) / 10

/** One size's measurements in each unit. */
export interface SizeChartRow {
  size: Size
  figures: Record<ChartUnit, Record<Measurement, number>>
}

const inBothUnits = (row: { size: Size } & Record<Measurement, number>): SizeChartRow => ({
  size: row.size,
  figures: {
    cm: Object.fromEntries(measurements.map((name) => [name, row[name]])) as Record<Measurement, number>,
    inch: Object.fromEntries(measurements.map((name) => [name, inches(row[name])])) as Record<
      Measurement,
      number
    >,
  },
})

/** Each fit's chart, size by size in the order a size run is written. */
export const sizeCharts = Object.fromEntries(
  fits.map((fit) => [
    fit,
    figures[fit].map((row) => inBothUnits(row as { size: Size } & Record<Measurement, number>)),
  ]),
) as Record<Fit, SizeChartRow[]>

/** How far a finished garment may measure from its chart, either way, in each unit. */
export const tolerance: Record<ChartUnit, number> = {
  cm: figures.toleranceCm,
  inch: inches(figures.toleranceCm),
}

/** The size charts page's words. */
export const sizeChartsContent = pageContent<SizeChartWords>({ id: 'sizeCharts', words })
