import { certificateWords } from './certificates'
import { data } from './data/quality'
import { inOrder, pageContent } from './page-content'
import type { Entry as QualityWords } from './schemas/quality'
import { checkSteps, type QualityContent } from './types/quality'

/** The page's words with each certificate's, so the figures in a certificate's scope are filled in too. */
type QualityPageWords = QualityWords & { list: { entries: QualityContent['list']['entries'] } }

const withCertificates = (words: QualityWords, locale: 'en' | 'es'): QualityPageWords => ({
  ...words,
  list: { ...words.list, entries: certificateWords(locale) },
})

export const qualityContent = pageContent({
  id: 'quality',
  words: { en: withCertificates(data.en, 'en'), es: withCertificates(data.es, 'es') },
  join: (words: QualityPageWords): QualityContent => ({
    ...words,
    check: { ...words.check, steps: inOrder(checkSteps, words.check.steps) },
  }),
})
