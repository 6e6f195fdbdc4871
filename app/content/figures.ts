import type { Locale } from '~/lib/locale'
import { shownCertificates } from './certificates'
import { data } from './data/figures'
import type { Unit } from './schemas/figures'

/**
 * The business figures the pages quote (years, countries, rates, lead times), written once in
 * content/figures/figures.yml, which the company edits. Pages format them for their language with
 * `formatFigure`, so a figure changes there and everywhere at once.
 */
export type Figure =
  | { kind: 'count'; value: number; plus?: boolean; compact?: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'text'; value: string }

const tiles = data.stats
const count = (figure: { value: number; plus: boolean }, compact?: true) =>
  ({ kind: 'count', ...figure, ...(compact ? { compact } : {}) }) as const
const percent = (value: number) => ({ kind: 'percent', value }) as const
const range = (figure: { from: number; to: number }) => ({ kind: 'range', ...figure }) as const

/** The figure tiles, in the order pages show them; a million reads as "1M+", not seven digits. */
export const stats = {
  yearsExperience: count(tiles.yearsExperience),
  countriesServed: count(tiles.countriesServed),
  productsDelivered: count(tiles.productsDelivered, true),
  clients: count(tiles.clients),
  qualityRate: percent(tiles.qualityRate),
  /**
   * A sample's turnaround across the whole range, garments and goods alike: garments take the
   * sample time of `facts.sampleDays`, gloves, balls and bats up to two weeks. It is not the time
   * an order takes (`facts.leadTimeDays`), so its label always says "sample".
   */
  turnaroundDays: range(tiles.turnaroundDays),
  costSavings: percent(tiles.costSavings),
  patents: count(tiles.patents),
  clientRetention: percent(tiles.clientRetention),
} satisfies Record<string, Figure>

export type StatId = keyof typeof stats

/** The names of the standards copy quotes, from the certificates in force (certificates.ts). */
export const standards: readonly string[] = shownCertificates.map((certificate) => certificate.name)
/** The headline certification: the first certificate in force. */
export const certification: string = standards[0] ?? ''

/**
 * Figures that page copy, the forms and the planner quote; days and pieces are whole numbers. Each
 * field's meaning is its hint in app/content/schemas/figures.ts.
 */
export const facts = {
  ...data.facts,
  monthlyCapacity: count(data.facts.monthlyCapacity) satisfies Figure,
}

/**
 * A measurement copy quotes: one value (`to`), or a range from `from`; `atLeast` for "more than".
 * `imperial` is what English copy quotes instead, where its readers measure in inches.
 */
export interface Measure {
  from?: number
  to: number
  unit: Unit
  atLeast?: boolean
  imperial?: { from?: number; to: number; unit: Unit }
}

/**
 * The measurements the guides and product pages quote: fabric weights, stretch, wash temperatures,
 * glove weights and print detail. Copy names each as `{{name}}` and gets it with its unit.
 */
export const measures: Record<keyof typeof data.measures, Measure> = data.measures

export type MeasureId = keyof typeof measures

/** Each unit's sign in each language; the CMS offers the units by their English signs. */
export const unitSigns: Record<Locale, Record<Unit, string>> = {
  en: { gsm: 'gsm', oz: 'oz', mm: 'mm', cm: 'cm', inch: 'inch', celsius: '°C', percent: '%', dpi: 'dpi' },
  es: {
    gsm: 'g/m²',
    oz: 'oz',
    mm: 'mm',
    cm: 'cm',
    inch: 'pulgadas',
    celsius: '°C',
    percent: '%',
    dpi: 'ppp',
  },
}

/**
 * A measurement with its unit, "160-220 gsm", "160-220 g/m²", "18-25 %". A non-breaking space
 * keeps the figure and its unit on one line; English writes a percentage with no space at all.
 */
export function formatMeasure(measure: Measure, locale: Locale): string {
  const {
    from,
    to,
    unit,
    atLeast: more,
  } = locale === 'en' && measure.imperial ? { ...measure, ...measure.imperial } : measure
  const amount =
    from === undefined ? formatNumber(to, locale) : formatFigure({ kind: 'range', from, to }, locale, 'prose')
  const gap = locale === 'en' && unit === 'percent' ? '' : '\u00a0'
  const measured = `${amount}${gap}${unitSigns[locale][unit]}`
  return more ? atLeast[locale].prose(measured) : measured
}

/**
 * Where a figure stands: inside a sentence ("more than 15 years"), or on its own as the headline of
 * a stat tile or fact sheet ("15+"), with its label beside it.
 */
export type FigureSetting = 'prose' | 'tile'

/**
 * How each language writes "at least this many". "15+ años" is English notation: a Spanish
 * sentence says "más de 15", and a Spanish tile puts the sign first, "+15".
 */
const atLeast: Record<Locale, Record<FigureSetting, (amount: string) => string>> = {
  en: { prose: (amount) => `more than ${amount}`, tile: (amount) => `${amount}+` },
  es: { prose: (amount) => `más de ${amount}`, tile: (amount) => `+${amount}` },
}

/**
 * Compact figures (a million) as each language prints them. A sentence spells the word out ("a
 * million", "un millón"); a tile keeps English's "1M" but spells out Spanish's "1 millón", since
 * "M" is not read as millions everywhere Spanish is.
 */
const compact: Record<Locale, { tileDisplay: 'short' | 'long'; one: string }> = {
  en: { tileDisplay: 'short', one: 'a' },
  es: { tileDisplay: 'long', one: 'un' },
}

/**
 * A number as the language groups its digits. Spanish follows the RAE: a non-breaking space between
 * groups of three from five digits on ("50 000", but "5000"), never a point, which buyers in Mexico
 * would read as a decimal sign. `fractionDigits` prints at least that many decimals (18.0, not 18).
 */
export function formatNumber(value: number, locale: Locale, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits }
  const parts = new Intl.NumberFormat(locale, digits).formatToParts(value)
  return parts.map((part) => (locale === 'es' && part.type === 'group' ? '\u00a0' : part.value)).join('')
}

function formatCompact(value: number, locale: Locale, setting: FigureSetting): string {
  const { tileDisplay, one } = compact[locale]
  const compactDisplay = setting === 'prose' ? 'long' : tileDisplay
  const text = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay }).format(value)
  // "1 million" reads "a million" in a sentence, "1 millón" reads "un millón".
  return setting === 'prose' ? text.replace(/^1\s/, `${one} `) : text
}

export function formatFigure(figure: Figure, locale: Locale, setting: FigureSetting): string {
  switch (figure.kind) {
    case 'count': {
      const amount = figure.compact
        ? formatCompact(figure.value, locale, setting)
        : formatNumber(figure.value, locale)
      return figure.plus ? atLeast[locale][setting](amount) : amount
    }
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        figure.value / 100,
      )
    // Ranges keep the hyphen in both settings ("7-10 días"), the RAE's sign for an interval; the
    // sentence around one never puts "desde" or "from" before it.
    case 'range':
      return `${formatNumber(figure.from, locale)}-${formatNumber(figure.to, locale)}`
    case 'text':
      return figure.value
  }
}
