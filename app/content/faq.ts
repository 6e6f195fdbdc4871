import { faq as en } from './en/faq'
import { faq as es } from './es/faq'
import { pageContent } from './page-content'
import type { FaqCategoryId, FaqContent } from './types/info-pages'

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
  words: { en, es },
  join: (words): FaqContent => ({
    ...words,
    entries: faqCategoryOrder.flatMap((category) =>
      words.entries[category].map((entry) => ({ category, ...entry })),
    ),
  }),
})
