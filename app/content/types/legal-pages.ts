import type { Entry as LegalWords } from '../schemas/legal'
import type { Entry as TermsWords } from '../schemas/terms'

/**
 * The shape of the pages that name the company and set out its terms: the company information (aviso
 * legal) and the terms of business, made from their schemas (schemas/legal.ts, schemas/terms.ts).
 */

/** A titled stretch of plain paragraphs. */
export interface ProseSection {
  title: string
  paragraphs: string[]
}

/** The labels of the company's facts, in the order the page lists them. */
export type CompanyFactLabels = LegalWords['identity']['labels']

/** The company information page's words: its facts' labels, then Spain's e-commerce law, ownership and terms of use. */
export type LegalContent = LegalWords

export type TermsSectionId = keyof TermsWords['sections']

/** The terms as the page shows them: the key figures in their order, each with its id. */
export type TermsContent = Omit<TermsWords, 'keyFigures'> & {
  keyFigures: Omit<TermsWords['keyFigures'], 'items'> & {
    items: Array<{ id: string; label: string; value: string }>
  }
}
