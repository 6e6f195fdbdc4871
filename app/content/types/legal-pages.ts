import type { InfoHeader, SectionIntro } from './info-pages'
import type { PageWords } from './page-words'

/**
 * The shape of the pages that name the company and set out its terms: the company information (aviso
 * legal) and the terms of business. Each language writes it once; a missing Spanish entry fails
 * typecheck.
 */

/** A titled stretch of plain paragraphs. */
export interface ProseSection {
  title: string
  paragraphs: string[]
}

/** The labels of the company's facts, in the order the page lists them. */
export interface CompanyFactLabels {
  registeredName: string
  tradingName: string
  registeredIn: string
  companyNumber: string
  registeredOffice: string
  vatNumber: string
  eori: string
  directors: string
  email: string
  phone: string
  factory: string
}

export interface LegalContent {
  page: PageWords
  header: InfoHeader
  identity: SectionIntro & { labels: CompanyFactLabels }
  /** What Spain's e-commerce law asks, said for Spanish buyers; then ownership and terms of use. */
  prose: { spain: ProseSection; intellectualProperty: ProseSection; termsOfUse: ProseSection }
}

export type TermsSectionId =
  | 'orders'
  | 'quotations'
  | 'payment'
  | 'approval'
  | 'samples'
  | 'delivery'
  | 'faults'
  | 'returns'
  | 'contract'

export interface TermsContent {
  page: PageWords
  header: InfoHeader
  /** The contents list's name. */
  contents: string
  /** The key figures beside the contents: label and value each. */
  keyFigures: SectionIntro & { items: Array<{ id: string; label: string; value: string }> }
  sections: Record<TermsSectionId, ProseSection>
}
