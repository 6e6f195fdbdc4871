import { describe, expect, it } from 'vitest'
import { adultSizes, youthSizes } from '~/lib/order/catalogue'
import { data as figures } from './data/size-charts'
import { inches, measurements, sizeCharts, tolerance } from './size-charts'

describe('the size charts', () => {
  it('work inches out from centimetres to the tenth, as trade charts print them', () => {
    expect(inches(2.54)).toBe(1)
    expect(inches(47)).toBe(18.5)
    expect(inches(61.5)).toBe(24.2)
    expect(inches(100)).toBe(39.4)
    expect(inches(1.5)).toBe(0.6)
  })

  it('give every figure in inches made from the centimetres written in the content', () => {
    for (const fit of ['adult', 'women', 'youth'] as const)
      figures[fit].forEach((written, index) => {
        const row = sizeCharts[fit][index]!
        expect(row.size).toBe(written.size)
        for (const name of measurements) {
          expect(row.figures.cm[name]).toBe(written[name])
          // Within half a tenth of an inch of the exact conversion, and printed with one decimal at most.
          expect(Math.abs(row.figures.inch[name] * 2.54 - written[name])).toBeLessThanOrEqual(0.127)
          expect(String(row.figures.inch[name])).toMatch(/^\d+(\.\d)?$/)
        }
      })
    expect(tolerance).toEqual({ cm: figures.toleranceCm, inch: inches(figures.toleranceCm) })
  })

  it('chart each fit in its own sizes: adult and women’s in the adult run, youth in the youth run', () => {
    expect(sizeCharts.adult.map((row) => row.size)).toEqual(adultSizes)
    expect(sizeCharts.women.map((row) => row.size)).toEqual(adultSizes)
    expect(sizeCharts.youth.map((row) => row.size)).toEqual(youthSizes)
  })
})
