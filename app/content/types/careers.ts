import type { WordsById } from '../page-content'
import type { CardWords, CareersContent, IconEntry, SectionIntro } from './info-pages'

export const reasons = [
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
