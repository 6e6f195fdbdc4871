import { factoryTour as en } from './en/factory-tour'
import { factoryTour as es } from './es/factory-tour'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { CardWords, FactoryTourContent, IconEntry, SectionIntro } from './types/info-pages'

/** The three things a buyer checks on a factory audit. */
const cards = [
  { id: 'machinery', icon: 'cog' },
  { id: 'people', icon: 'users' },
  { id: 'standards', icon: 'shield-check' },
] as const satisfies readonly IconEntry[]

export type FactoryTourWords = Omit<FactoryTourContent, 'cards'> & {
  cards: SectionIntro & { items: WordsById<typeof cards, CardWords> }
}

export const factoryTourContent = pageContent({
  id: 'factoryTour',
  words: { en, es },
  join: (words): FactoryTourContent => ({
    ...words,
    cards: { ...words.cards, items: inOrder(cards, words.cards.items) },
  }),
})
