import { data } from './data/careers'
import { inOrder, pageContent } from './page-content'
import type { Entry as CareersWords } from './schemas/careers'
import { reasons } from './types/careers'
import type { CareersContent } from './types/info-pages'

export const careersContent = pageContent({
  id: 'careers',
  words: data,
  join: (words: CareersWords): CareersContent => ({
    ...words,
    reasons: { ...words.reasons, items: inOrder(reasons, words.reasons.items) },
  }),
})
