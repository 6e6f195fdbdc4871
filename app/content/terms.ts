import { terms as en } from './en/terms'
import { terms as es } from './es/terms'
import { inOrder, pageContent } from './page-content'
import type { TermsContent, TermsSectionId } from './types/legal-pages'
import { keyFigures, type TermsWords } from './types/terms'

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

/** The terms of business: how a quotation becomes an order, and what each side does until delivery. */
export const termsContent = pageContent({
  id: 'terms',
  words: { en, es },
  join: (words: TermsWords): TermsContent => ({
    ...words,
    keyFigures: { ...words.keyFigures, items: inOrder(keyFigures, words.keyFigures.items) },
  }),
})
