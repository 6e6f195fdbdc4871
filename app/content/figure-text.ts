import type { Locale } from '~/lib/locale'
import {
  certification,
  facts,
  formatFigure,
  formatMeasure,
  formatNumber,
  measures,
  standards,
  stats,
  type MeasureId,
} from './figures'
import { site } from './site'
import type { FigureText } from './types/info-pages'

type Region = (typeof facts.exportRegions)[number]
type ShippingMode = (typeof facts.shippingModes)[number]

/**
 * Names of the export regions and shipping modes as a sentence in each language quotes them; the
 * CMS offers the figures' regions and modes by their English names.
 */
export const sentenceNames: Record<
  Locale,
  { regions: Record<Region, string>; modes: Record<ShippingMode, string>; products: string }
> = {
  en: {
    regions: {
      usa: 'the USA',
      uk: 'the UK',
      europe: 'Europe',
      australia: 'Australia',
      middleEast: 'the Middle East',
    },
    modes: { sea: 'sea freight', air: 'air freight', courier: 'express courier' },
    products: 'products',
  },
  es: {
    regions: {
      usa: 'Estados Unidos',
      uk: 'el Reino Unido',
      europe: 'Europa',
      australia: 'Australia',
      middleEast: 'Oriente Medio',
    },
    modes: { sea: 'transporte marítimo', air: 'carga aérea', courier: 'mensajería urgente' },
    products: 'productos',
  },
}

/** A count and its noun. Spanish joins "millón" to its noun with "de": "más de un millón de productos". */
const countOf: Record<Locale, (amount: string, noun: string) => string> = {
  en: (amount, noun) => `${amount} ${noun}`,
  es: (amount, noun) => `${amount} ${/mill(?:ón|ones)$/.test(amount) ? 'de ' : ''}${noun}`,
}

const cities: Record<Locale, { uk: string; factory: string }> = {
  en: { uk: 'London', factory: 'Sialkot' },
  es: { uk: 'Londres', factory: 'Sialkot' },
}

function range({ from, to }: { from: number; to: number }, locale: Locale) {
  return formatFigure({ kind: 'range', from, to }, locale, 'prose')
}

/** A sum in the figures’ currency, as the language writes money, with its sign: "£35", "35 £". */
const money = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
    style: 'currency',
    currency: facts.sampleCost.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)

/**
 * Every figure and fact that copy quotes, formatted once for a language: i18next's default
 * interpolation values, so `{{leadTime}}` reads the same in page copy, interface strings and e-mails.
 */
export function figureText(locale: Locale): FigureText {
  const list = (items: readonly string[]) =>
    // British English lists (no comma before "and"), like the rest of the English copy.
    new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items)
  return {
    brand: site.brand,
    legalName: site.legalName,
    foundedYear: String(site.foundedYear),
    certification,
    standards: list(standards),
    leadTime: range(facts.leadTimeDays, locale),
    leadTimeFrom: formatNumber(facts.leadTimeDays.from, locale),
    leadTimeTo: formatNumber(facts.leadTimeDays.to, locale),
    sampleTime: range(facts.sampleDays, locale),
    sampleTimeFrom: formatNumber(facts.sampleDays.from, locale),
    sampleTimeTo: formatNumber(facts.sampleDays.to, locale),
    capacity: formatFigure(facts.monthlyCapacity, locale, 'prose'),
    moqSportswear: range(facts.moqSportswear, locale),
    moqCasual: range(facts.moqCasualWear, locale),
    replyHours: formatNumber(facts.replyHours, locale),
    pressReplyHours: formatNumber(facts.pressReplyHours, locale),
    privacyReplyDays: formatNumber(facts.privacyReplyDays, locale),
    regions: list(facts.exportRegions.map((region) => sentenceNames[locale].regions[region])),
    shippingModes: list(facts.shippingModes.map((mode) => sentenceNames[locale].modes[mode])),
    years: formatFigure(stats.yearsExperience, locale, 'prose'),
    countries: formatFigure(stats.countriesServed, locale, 'prose'),
    clients: formatFigure(stats.clients, locale, 'prose'),
    products: countOf[locale](
      formatFigure(stats.productsDelivered, locale, 'prose'),
      sentenceNames[locale].products,
    ),
    qualityRate: formatFigure(stats.qualityRate, locale, 'prose'),
    retention: formatFigure(stats.clientRetention, locale, 'prose'),
    capacityTile: formatFigure(facts.monthlyCapacity, locale, 'tile'),
    countriesTile: formatFigure(stats.countriesServed, locale, 'tile'),
    smallRun: range(facts.enquiryQuantities.small, locale),
    mediumRun: range(facts.enquiryQuantities.medium, locale),
    largeRun: range(facts.enquiryQuantities.large, locale),
    bulkRunFrom: formatNumber(facts.enquiryQuantities.bulkFrom, locale),
    seaDays: range(facts.shippingDays.sea, locale),
    airDays: range(facts.shippingDays.air, locale),
    courierDays: range(facts.shippingDays.courier, locale),
    turnaround: formatFigure(stats.turnaroundDays, locale, 'prose'),
    quoteValidDays: formatNumber(facts.quotationValidityDays, locale),
    deposit: formatFigure({ kind: 'percent', value: facts.depositPercent }, locale, 'prose'),
    sampleCreditDays: formatNumber(facts.sampleCreditDays, locale),
    samplePieceCost: money(facts.sampleCost.piece, locale),
    sampleSetCost: money(facts.sampleCost.sizeSet, locale),
    faultReportDays: formatNumber(facts.faultReportDays, locale),
    ...(Object.fromEntries(
      Object.entries(measures).map(([id, measure]) => [id, formatMeasure(measure, locale)]),
    ) as Record<MeasureId, string>),
    ukCity: cities[locale].uk,
    factoryCity: cities[locale].factory,
  }
}

/**
 * The names words may give a figure as `{{name}}`: the content's check refuses any other, so a page
 * can never print a name i18next did not fill in.
 */
export const figureNames = (): ReadonlySet<string> => new Set(Object.keys(figureText('en')))
