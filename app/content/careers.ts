import { careers as en } from './en/careers'
import { careers as es } from './es/careers'
import { inOrder, pageContent } from './page-content'
import { reasons } from './types/careers'
import type { CareersContent } from './types/info-pages'

export const careersContent = pageContent({
  id: 'careers',
  words: { en, es },
  join: (words): CareersContent => ({
    ...words,
    reasons: { ...words.reasons, items: inOrder(reasons, words.reasons.items) },
  }),
})
