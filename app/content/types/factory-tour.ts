import type { WordsById } from '../page-content'
import type { CardWords, FactoryTourContent, IconEntry, SectionIntro } from './info-pages'

/** The three things a buyer checks on a factory audit. */
export const cards = [
  { id: 'machinery', icon: 'cog' },
  { id: 'people', icon: 'users' },
  { id: 'standards', icon: 'shield-check' },
] as const satisfies readonly IconEntry[]

export type FactoryTourWords = Omit<FactoryTourContent, 'cards'> & {
  cards: SectionIntro & { items: WordsById<typeof cards, CardWords> }
}
