import { terms as en } from './en/terms'
import { terms as es } from './es/terms'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { TermsContent, TermsSectionId } from './types/legal-pages'

/** The terms' sections in the order a buyer meets them, from quotation to delivery. */
export const termsSections = [
  'orders',
  'quotations',
  'payment',
  'approval',
  'samples',
  'delivery',
  'faults',
  'returns',
  'contract',
] as const satisfies readonly TermsSectionId[]

/** The key figures beside the contents, in their order. */
const keyFigures = [
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

/** The terms of business: how a quotation becomes an order, and what each side does until delivery. */
export const termsContent = pageContent({
  id: 'terms',
  words: { en, es },
  join: (words: TermsWords): TermsContent => ({
    ...words,
    keyFigures: { ...words.keyFigures, items: inOrder(keyFigures, words.keyFigures.items) },
  }),
})
