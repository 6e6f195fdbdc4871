import type { Locale } from '~/lib/locale'
import { shownCertificates } from './certificates'

/**
 * The business figures the pages quote (years, countries, rates, lead times), written once. Pages
 * format them for their language with `formatFigure`, so a figure changes here and everywhere at once.
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
  /**
   * A sample's turnaround across the whole range, garments and goods alike: garments take the
   * sample time of `facts.sampleDays`, gloves, balls and bats up to two weeks. It is not the time
   * an order takes (`facts.leadTimeDays`), so its label always says "sample".
   */
  turnaroundDays: { kind: 'range', from: 7, to: 14 },
  costSavings: { kind: 'percent', value: 30 },
  patents: { kind: 'count', value: 15, plus: true },
  clientRetention: { kind: 'percent', value: 95 },
} as const satisfies Record<string, Figure>

export type StatId = keyof typeof stats

/** The names of the standards copy quotes, from the certificates in force (certificates.ts). */
export const standards: readonly string[] = shownCertificates.map((certificate) => certificate.name)
/** The headline certification: the first certificate in force. */
export const certification: string = standards[0] ?? ''

/** Figures that page copy quotes; days and pieces are whole numbers. */
export const facts = {
  leadTimeDays: { from: 30, to: 45 },
  sampleDays: { from: 7, to: 10 },
  monthlyCapacity: { kind: 'count', value: 50_000, plus: true } satisfies Figure,
  moqSportswear: { from: 500, to: 1_000 },
  moqCasualWear: { from: 300, to: 500 },
  /** The quantity bands an enquiry chooses from (the contact form's options). */
  enquiryQuantities: {
    small: { from: 100, to: 500 },
    medium: { from: 500, to: 1_000 },
    large: { from: 1_000, to: 5_000 },
    bulkFrom: 5_000,
  },
  replyHours: 24,
  pressReplyHours: 24,
  /** Days within which a privacy request or complaint is answered (the law allows one month). */
  privacyReplyDays: 30,
  exportRegions: ['usa', 'uk', 'europe', 'australia', 'middleEast'],
  shippingModes: ['sea', 'air', 'courier'],
  /** Days a quotation's prices and dates hold from the day it is sent. */
  quotationValidityDays: 30,
  /** The share of an order's value paid on confirmation; the balance is paid before shipment. */
  depositPercent: 50,
  /**
   * A sample is charged, and its charge is credited against the production order of its design
   * placed within this many days of the sample's approval.
   */
  sampleCreditDays: 90,
  /** Days from delivery within which a fault of manufacturing is reported for a free remake. */
  faultReportDays: 14,
  /** Days the buyer usually takes to approve a sample once it arrives. */
  sampleApprovalDays: { from: 3, to: 5 },
  /**
   * Door to door from Sialkot, by mode: the span covers every export region, so a plan counted at
   * its top holds for the farthest port too.
   */
  shippingDays: {
    sea: { from: 25, to: 40 },
    air: { from: 5, to: 8 },
    courier: { from: 3, to: 5 },
  },
  /**
   * The children's ages each youth size (US numbering, Y = youth) is cut for, from the grading we
   * make youth kit to; buyers outside the USA order children's sizes by age.
   */
  youthSizeAges: {
    YXS: { from: 4, to: 5 },
    YS: { from: 6, to: 7 },
    YM: { from: 8, to: 9 },
    YL: { from: 10, to: 12 },
    YXL: { from: 13, to: 14 },
  },
  /** The width a design is printed at on each placement, for judging an image's resolution. */
  printWidthCm: { front: 25, back: 30, sleeves: 8, shorts: 10, custom: 25 },
  /** Pixels per inch at that width: good from the first, usable from the second. */
  artworkPpi: { good: 300, usable: 150 },
} as const

/** The units copy measures things in; each language writes its own sign for some (gsm, g/m²). */
export type Unit = 'gsm' | 'oz' | 'mm' | 'cm' | 'inch' | 'celsius' | 'percent' | 'dpi'

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
export const measures = {
  // Fabric weights, in the fabrics guide's order.
  combedCottonJerseyWeight: { from: 160, to: 220, unit: 'gsm' },
  cottonPiqueWeight: { from: 200, to: 240, unit: 'gsm' },
  merinoWoolWeight: { from: 150, to: 250, unit: 'gsm' },
  linenWeight: { from: 150, to: 200, unit: 'gsm' },
  wickingPolyesterWeight: { from: 140, to: 180, unit: 'gsm' },
  polyesterMeshWeight: { from: 120, to: 160, unit: 'gsm' },
  nylonSpandexWeight: { from: 220, to: 280, unit: 'gsm' },
  ripstopNylonWeight: { from: 60, to: 120, unit: 'gsm' },
  polyCottonWeight: { from: 180, to: 260, unit: 'gsm' },
  triBlendWeight: { from: 140, to: 170, unit: 'gsm' },
  cvcFleeceWeight: { from: 280, to: 340, unit: 'gsm' },
  cottonSpandexWeight: { from: 180, to: 240, unit: 'gsm' },
  softshellWeight: { from: 280, to: 320, unit: 'gsm' },
  polarFleeceWeight: { from: 250, to: 320, unit: 'gsm' },
  waterproofRating: { to: 5_000, unit: 'mm', atLeast: true },
  neopreneThickness: { from: 2, to: 5, unit: 'mm' },
  thermalRoubaixWeight: { from: 250, to: 300, unit: 'gsm' },
  organicCottonWeight: { from: 160, to: 240, unit: 'gsm' },
  recycledPolyesterWeight: { from: 130, to: 180, unit: 'gsm' },
  bambooViscoseWeight: { from: 160, to: 200, unit: 'gsm' },
  tencelWeight: { from: 150, to: 200, unit: 'gsm' },
  /** The elastane in compression and squat-proof knits. */
  elastaneShare: { from: 18, to: 25, unit: 'percent' },
  washWarm: { from: 30, to: 40, unit: 'celsius' },
  washCool: { to: 30, unit: 'celsius' },
  // Product pages.
  teamKitWeight: { from: 140, to: 160, unit: 'gsm' },
  basketballInseam: { from: 23, to: 28, unit: 'cm', imperial: { from: 9, to: 11, unit: 'inch' } },
  gymCottonWeight: { from: 180, to: 220, unit: 'gsm' },
  compressionWeight: { from: 240, to: 280, unit: 'gsm' },
  runningKnitWeight: { from: 100, to: 130, unit: 'gsm' },
  teeWeight: { from: 160, to: 240, unit: 'gsm' },
  teeLightWeight: { to: 160, unit: 'gsm' },
  teeMidWeight: { from: 180, to: 200, unit: 'gsm' },
  teeHeavyWeight: { from: 220, to: 240, unit: 'gsm' },
  fleeceLightWeight: { to: 280, unit: 'gsm' },
  fleeceHeavyWeight: { to: 450, unit: 'gsm' },
  workwearWeight: { from: 210, to: 300, unit: 'gsm' },
  boxingGloveWeight: { from: 8, to: 16, unit: 'oz' },
  mmaCompetitionGlove: { to: 4, unit: 'oz' },
  mmaSparringGlove: { to: 7, unit: 'oz' },
  karategiLightWeight: { to: 8, unit: 'oz' },
  karategiHeavyWeight: { from: 14, to: 16, unit: 'oz' },
  judogiWeight: { from: 400, to: 950, unit: 'gsm' },
  // Printing guide.
  wholeFibre: { to: 100, unit: 'percent' },
  finestPrintDetail: { to: 5, unit: 'mm' },
  artworkResolution: { to: 300, unit: 'dpi' },
} as const satisfies Record<string, Measure>

export type MeasureId = keyof typeof measures

/** Each unit's sign in each language. */
const unitSigns: Record<Locale, Record<Unit, string>> = {
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
 * would read as a decimal sign.
 */
export function formatNumber(value: number, locale: Locale): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(value)
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
