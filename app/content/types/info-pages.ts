import type { MeasureId } from '../figures'
import type { Entry as CareersWords } from '../schemas/careers'
import type { Fabric as FabricKey, PrintMethod } from '../order-options'
import type { PageWords } from './page-words'
/**
 * The shape of the information pages' content (custom design, fabrics, printing, finishing, payments,
 * delivery, factory tour, FAQ, careers, press). Each language writes it once; a missing Spanish entry
 * fails typecheck.
 */

/** Icons the information pages may name; the sections map each to a lucide icon. */
export type InfoIcon =
  | 'award'
  | 'badge-check'
  | 'banknote'
  | 'box'
  | 'building-2'
  | 'calendar-check'
  | 'calendar-clock'
  | 'clipboard-copy'
  | 'clipboard-list'
  | 'cog'
  | 'credit-card'
  | 'droplets'
  | 'dumbbell'
  | 'factory'
  | 'file-image'
  | 'globe'
  | 'globe-2'
  | 'graduation-cap'
  | 'hand-heart'
  | 'hard-hat'
  | 'layers'
  | 'leaf'
  | 'list-checks'
  | 'lock'
  | 'map-pin'
  | 'messages-square'
  | 'package-check'
  | 'palette'
  | 'pen-tool'
  | 'pencil-ruler'
  | 'ruler'
  | 'scissors'
  | 'search-check'
  | 'shield-check'
  | 'shirt'
  | 'snowflake'
  | 'sparkles'
  | 'stamp'
  | 'tag'
  | 'tags'
  | 'trending-up'
  | 'truck'
  | 'type'
  | 'users'

/** The top of an information page, under its `h1` (the `heading` of the page's `page` words). */
export interface InfoHeader {
  eyebrow: string
  lead: string
}

export interface SectionIntro {
  eyebrow?: string
  title: string
  intro?: string
}

export interface InfoCard {
  icon: InfoIcon
  title: string
  text: string
}

/** A card's words; its icon belongs to the page's structure, the same in every language. */
export type CardWords = Omit<InfoCard, 'icon'>

/** An entry of a page's structure that shows an icon; its words are found by `id`. */
export interface IconEntry {
  id: string
  icon: InfoIcon
}

export interface LabeledFact {
  label: string
  value: string
}

/** The closing call to action; the page decides where each button leads. */
export interface InfoCta {
  title: string
  text: string
  primary: string
  secondary: string
}

/** A table whose first column names each row (`th scope="row"`). */
export interface TableContent {
  caption: string
  columns: string[]
  rows: string[][]
}

/**
 * Business figures and facts already formatted for one language, for copy to quote by name as
 * `{{leadTime}}`. Each is written as a sentence says it ("more than 15", "más de 15"); the `…Tile`
 * ones as a fact sheet's headline shows them on their own ("50+", "+50").
 */
export interface FigureText extends Record<MeasureId, string> {
  /** The enquiry's quantity bands, in pieces: "100-500", and the lowest of the largest. */
  smallRun: string
  mediumRun: string
  largeRun: string
  bulkRunFrom: string
  /** Door-to-door days by each shipping mode: "25-40". */
  seaDays: string
  airDays: string
  courierDays: string
  /** "7-14" (days a sample takes, across the range) */
  turnaround: string
  /** Days a quotation holds: "30" */
  quoteValidDays: string
  /** The deposit's share of the order: "50%", "50 %" */
  deposit: string
  /** Days after a sample's approval within which its charge is credited against the order: "90" */
  sampleCreditDays: string
  /** A sample of one piece, in the figures’ currency: "£35" */
  samplePieceCost: string
  /** A size set, one piece in each size, in the figures’ currency: "£120" */
  sampleSetCost: string
  /** Days after delivery to report a fault of manufacturing: "14" */
  faultReportDays: string
  brand: string
  legalName: string
  foundedYear: string
  certification: string
  /** "ISO 9001:2015, OEKO-TEX, BSCI and WRAP" */
  standards: string
  /** "30-45" (days) */
  leadTime: string
  /** "7-10" (days) */
  sampleTime: string
  /** The ends of the ranges, for a sentence that words them ("entre 30 y 45 días"). */
  leadTimeFrom: string
  leadTimeTo: string
  sampleTimeFrom: string
  sampleTimeTo: string
  /** "more than 50,000" (units per month) */
  capacity: string
  /** "500-1,000" (pieces per design) */
  moqSportswear: string
  /** "300-500" (pieces per design) */
  moqCasual: string
  /** Hours */
  replyHours: string
  /** Hours */
  pressReplyHours: string
  /** Days within which a privacy request is answered */
  privacyReplyDays: string
  /** "the USA, the UK, Europe, Australia and the Middle East" */
  regions: string
  /** "sea freight, air freight and express courier" */
  shippingModes: string
  /** "more than 15" (years) */
  years: string
  /** "more than 50" (countries) */
  countries: string
  /** "more than 500" (clients) */
  clients: string
  /** The count with its noun: "more than a million products", "más de un millón de productos". */
  products: string
  qualityRate: string
  retention: string
  ukCity: string
  factoryCity: string
  /** "50,000+" / "+50 000" */
  capacityTile: string
  /** "50+" / "+50" */
  countriesTile: string
}

export type FabricGroupId = 'natural' | 'synthetic' | 'blended' | 'specialty' | 'sustainable'

export interface Fabric {
  /** What a quotation stores for it, and other content names it by. */
  key: FabricKey
  name: string
  text: string
  /** Short tags: "Breathable", "180-220 gsm". */
  properties: string[]
  bestFor: string
}

export interface FabricGroup {
  id: FabricGroupId
  title: string
  summary: string
  fabrics: Fabric[]
}

export interface FabricNeed {
  icon: InfoIcon
  title: string
  text: string
  picks: string[]
}

export interface FabricsContent {
  page: PageWords
  header: InfoHeader
  groups: SectionIntro & {
    items: FabricGroup[]
    labels: { properties: string; bestFor: string }
  }
  care: SectionIntro & { table: TableContent; scrollHint: string }
  choosing: SectionIntro & { needs: FabricNeed[]; picksLabel: string }
  cta: InfoCta
}

export interface PrintingMethod {
  /** What a quotation stores for it, and other content names it by. */
  key: PrintMethod
  title: string
  summary: string
  bestFor: string
  features: string[]
  limitations: string[]
}

export interface PrintingContent {
  page: PageWords
  header: InfoHeader
  methods: SectionIntro & {
    items: PrintingMethod[]
    labels: { bestFor: string; features: string; limitations: string }
  }
  personalization: SectionIntro & { options: InfoCard[] }
  useCases: SectionIntro & { table: TableContent; scrollHint: string }
  cta: InfoCta
}

export interface CustomDesignContent {
  page: PageWords
  header: InfoHeader & { toForm: string }
  steps: SectionIntro & { items: { title: string; text: string }[] }
  include: SectionIntro & { items: string[] }
  facts: LabeledFact[]
  form: { title: string; text: string }
  cta: InfoCta
}

export interface FactoryTourContent {
  page: PageWords
  header: InfoHeader
  video: SectionIntro & { frameTitle: string; play: string; caption: string }
  facts: LabeledFact[]
  cards: SectionIntro & { items: InfoCard[] }
  cta: InfoCta
}

export type PlaceholderPageId = 'finishing' | 'payments' | 'delivery'

export interface PlaceholderContent {
  page: PageWords
  header: InfoHeader
  cards: SectionIntro & { items: InfoCard[] }
  /** Only while the page is still a placeholder: a page with its full content says nothing of the sort. */
  note?: string
  cta: InfoCta
}

export type PlaceholdersContent = Record<PlaceholderPageId, PlaceholderContent>

/** The careers page as it shows: its words (schemas/careers.ts), each reason with its icon, in order. */
export type CareersContent = Omit<CareersWords, 'reasons'> & {
  reasons: Omit<CareersWords['reasons'], 'items'> & { items: InfoCard[] }
}

/** The press page's words, and the fact sheet's headings, as their schema (schemas/press.ts) checks them. */
export type { Entry as PressContent } from '../schemas/press'
