import type { FaqCategoryId, FaqContent, FaqEntry } from './info-pages'

/** Questions are written under their category, which each entry then names. */
export type FaqWords = Omit<FaqContent, 'entries'> & {
  entries: Record<FaqCategoryId, Omit<FaqEntry, 'category'>[]>
}
