import { certificateWords } from './certificates'
import { quality as en } from './en/quality'
import { quality as es } from './es/quality'
import { inOrder, pageContent } from './page-content'
import { checkSteps, type QualityContent, type QualityWords } from './types/quality'

/** The page's words with each certificate's, so the figures in a certificate's scope are filled in too. */
type QualityPageWords = QualityWords & { list: { entries: QualityContent['list']['entries'] } }

const withCertificates = (words: QualityWords, locale: 'en' | 'es'): QualityPageWords => ({
  ...words,
  list: { ...words.list, entries: certificateWords(locale) },
})

export const qualityContent = pageContent({
  id: 'quality',
  words: { en: withCertificates(en, 'en'), es: withCertificates(es, 'es') },
  join: (words: QualityPageWords): QualityContent => ({
    ...words,
    check: { ...words.check, steps: inOrder(checkSteps, words.check.steps) },
  }),
})
