import { faq as en } from './en/faq'
import { faq as es } from './es/faq'
import { pageContent } from './page-content'
import type { FaqCategoryId, FaqContent } from './types/info-pages'

/** The spec's seven categories, in its order. */
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
