import { faq as en } from './en/faq'
import { faq as es } from './es/faq'
import { pageContent } from './page-content'
import type { FaqCategoryId, FaqContent, FaqEntry } from './types/info-pages'

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

/** Questions are written under their category, which each entry then names. */
export type FaqWords = Omit<FaqContent, 'entries'> & {
  entries: Record<FaqCategoryId, Omit<FaqEntry, 'category'>[]>
}

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
