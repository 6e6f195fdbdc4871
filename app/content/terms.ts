import { data } from './data/terms'
import { inOrder, pageContent } from './page-content'
import type { Entry as TermsWords } from './schemas/terms'
import type { TermsContent, TermsSectionId } from './types/legal-pages'
import { keyFigures } from './types/terms'

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
  words: data,
  join: (words: TermsWords): TermsContent => ({
    ...words,
    keyFigures: { ...words.keyFigures, items: inOrder(keyFigures, words.keyFigures.items) },
  }),
})
