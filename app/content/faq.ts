import { data } from './data/faq'
import { pageContent } from './page-content'
import type { FaqCategoryId, FaqContent, Entry as FaqWords } from './schemas/faq'

/** The seven categories, in the order a buyer's questions come: from who we are to returns. */
export const faqCategoryOrder: readonly FaqCategoryId[] = [
  'general',
  'production',
  'materials',
  'process',
  'ordering',
  'shipping',
  'quality',
]

export const faqContent = pageContent({
  id: 'faq',
  words: data,
  join: (words: FaqWords): FaqContent => ({
    ...words,
    entries: faqCategoryOrder.flatMap((category) =>
      words.entries[category].map((entry) => ({ category, ...entry })),
    ),
  }),
})
