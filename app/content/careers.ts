import { careers as en } from './en/careers'
import { careers as es } from './es/careers'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { CardWords, CareersContent, IconEntry, SectionIntro } from './types/info-pages'

const reasons = [
  { id: 'ownFactory', icon: 'factory' },
  { id: 'twoSites', icon: 'map-pin' },
  { id: 'safeWorkplace', icon: 'hard-hat' },
  { id: 'training', icon: 'graduation-cap' },
  { id: 'internationalWork', icon: 'globe' },
  { id: 'longService', icon: 'hand-heart' },
] as const satisfies readonly IconEntry[]

export type CareersWords = Omit<CareersContent, 'reasons'> & {
  reasons: SectionIntro & { items: WordsById<typeof reasons, CardWords> }
}

export const careersContent = pageContent({
  id: 'careers',
  words: { en, es },
  join: (words): CareersContent => ({
    ...words,
    reasons: { ...words.reasons, items: inOrder(reasons, words.reasons.items) },
  }),
})
