import type { Locale } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { certification, facts, formatFigure, formatNumber, standards, stats } from './figures'
import { site } from './site'
import type { ContentBuilder, FigureText } from './types/info-pages'

type Region = (typeof facts.exportRegions)[number]
type ShippingMode = (typeof facts.shippingModes)[number]

/** Names of the export regions and shipping modes as a sentence in each language quotes them. */
const names: Record<
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
  es: (amount, noun) => `${amount} ${/mill(ón|ones)$/.test(amount) ? 'de ' : ''}${noun}`,
}

const cities: Record<Locale, { uk: string; factory: string }> = {
  en: { uk: 'London', factory: 'Sialkot' },
  es: { uk: 'Londres', factory: 'Sialkot' },
}

function range({ from, to }: { from: number; to: number }, locale: Locale) {
  return formatFigure({ kind: 'range', from, to }, locale, 'prose')
}

/** Every figure the information pages quote, formatted once for a language. */
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
    sampleTime: range(facts.sampleDays, locale),
    capacity: formatFigure(facts.monthlyCapacity, locale, 'prose'),
    moqSportswear: range(facts.moqSportswear, locale),
    moqCasual: range(facts.moqCasualWear, locale),
    replyHours: formatNumber(facts.replyHours, locale),
    pressReplyHours: formatNumber(facts.pressReplyHours, locale),
    regions: list(facts.exportRegions.map((region) => names[locale].regions[region])),
    shippingModes: list(facts.shippingModes.map((mode) => names[locale].modes[mode])),
    years: formatFigure(stats.yearsExperience, locale, 'prose'),
    countries: formatFigure(stats.countriesServed, locale, 'prose'),
    clients: formatFigure(stats.clients, locale, 'prose'),
    products: countOf[locale](formatFigure(stats.productsDelivered, locale, 'prose'), names[locale].products),
    qualityRate: formatFigure(stats.qualityRate, locale, 'prose'),
    retention: formatFigure(stats.clientRetention, locale, 'prose'),
    tiles: {
      capacity: formatFigure(facts.monthlyCapacity, locale, 'tile'),
      countries: formatFigure(stats.countriesServed, locale, 'tile'),
    },
    ukCity: cities[locale].uk,
    factoryCity: cities[locale].factory,
  }
}

/** This page's content in its language, with the figures filled in. */
export function useInfoContent<T>(byLocale: Record<Locale, ContentBuilder<T>>): T {
  const locale = useLocale()
  return byLocale[locale](figureText(locale))
}
