import { quality as en } from './en/quality'
import { quality as es } from './es/quality'
import { inOrder, pageContent } from './page-content'
import { checkSteps, type QualityContent, type QualityWords } from './types/quality'

export const qualityContent = pageContent({
  id: 'quality',
  words: { en, es },
  join: (words: QualityWords): QualityContent => ({
    ...words,
    check: { ...words.check, steps: inOrder(checkSteps, words.check.steps) },
  }),
})
