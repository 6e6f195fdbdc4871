import type { WordsById } from '../page-content'
import type { TermsContent } from './legal-pages'

/** The key figures beside the contents, in their order. */
export const keyFigures = [
  { id: 'quoteValid' },
  { id: 'deposit' },
  { id: 'sample' },
  { id: 'production' },
  { id: 'faults' },
] as const

export type TermsWords = Omit<TermsContent, 'keyFigures'> & {
  keyFigures: Omit<TermsContent['keyFigures'], 'items'> & {
    items: WordsById<typeof keyFigures, { label: string; value: string }>
  }
}
