import { quality as en } from './en/quality'
import { quality as es } from './es/quality'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { CardWords, IconEntry } from './types/info-pages'
import type { QualityContent } from './types/quality'

const checkSteps = [
  { id: 'copyNumber', icon: 'clipboard-copy' },
  { id: 'askIssuer', icon: 'search-check' },
  { id: 'checkScope', icon: 'list-checks' },
] as const satisfies readonly IconEntry[]

export type QualityWords = Omit<QualityContent, 'check'> & {
  check: Omit<QualityContent['check'], 'steps'> & { steps: WordsById<typeof checkSteps, CardWords> }
}

export const qualityContent = pageContent({
  id: 'quality',
  words: { en, es },
  join: (words: QualityWords): QualityContent => ({
    ...words,
    check: { ...words.check, steps: inOrder(checkSteps, words.check.steps) },
  }),
})
