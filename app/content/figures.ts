/**
 * The business figures of the spec (section 9), written once. Pages format them for their language
 * with `formatFigure`, so a figure changes here and everywhere at once.
 */
export type Figure =
  | { kind: 'count'; value: number; plus?: boolean; compact?: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'text'; value: string }

export const stats = {
  yearsExperience: { kind: 'count', value: 15, plus: true },
  countriesServed: { kind: 'count', value: 50, plus: true },
  productsDelivered: { kind: 'count', value: 1_000_000, plus: true, compact: true },
  clients: { kind: 'count', value: 500, plus: true },
  qualityRate: { kind: 'percent', value: 99.8 },
  turnaroundDays: { kind: 'range', from: 7, to: 14 },
  costSavings: { kind: 'percent', value: 30 },
  patents: { kind: 'count', value: 15, plus: true },
  clientRetention: { kind: 'percent', value: 95 },
} as const satisfies Record<string, Figure>

export type StatId = keyof typeof stats

export const certification = 'ISO 9001:2015'
export const standards = ['ISO 9001:2015', 'OEKO-TEX', 'BSCI', 'WRAP'] as const

/** Figures that page copy quotes; days and pieces are whole numbers. */
export const facts = {
  leadTimeDays: { from: 30, to: 45 },
  sampleDays: { from: 7, to: 10 },
  monthlyCapacity: 50_000,
  moqSportswear: { from: 500, to: 1_000 },
  moqCasualWear: { from: 300, to: 500 },
  replyHours: 24,
  pressReplyHours: 24,
  exportRegions: ['usa', 'uk', 'europe', 'australia', 'middleEast'],
  shippingModes: ['sea', 'air', 'courier'],
} as const

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value)
}

export function formatFigure(figure: Figure, locale: string): string {
  switch (figure.kind) {
    case 'count': {
      const format = new Intl.NumberFormat(locale, figure.compact ? { notation: 'compact' } : {})
      return `${format.format(figure.value)}${figure.plus ? '+' : ''}`
    }
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        figure.value / 100,
      )
    case 'range':
      return `${formatNumber(figure.from, locale)}-${formatNumber(figure.to, locale)}`
    case 'text':
      return figure.value
  }
}
