import type { Locale } from '~/lib/locale'
import { faq as en } from './en/faq'
import { faq as es } from './es/faq'
import type { ContentBuilder, FaqCategoryId, FaqContent } from './types/info-pages'

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

export const faqContent: Record<Locale, ContentBuilder<FaqContent>> = { en, es }
