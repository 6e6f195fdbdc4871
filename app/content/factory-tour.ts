import { factoryTour as en } from './en/factory-tour'
import { factoryTour as es } from './es/factory-tour'
import { inOrder, pageContent } from './page-content'
import { cards } from './types/factory-tour'
import type { FactoryTourContent } from './types/info-pages'

export const factoryTourContent = pageContent({
  id: 'factoryTour',
  words: { en, es },
  join: (words): FactoryTourContent => ({
    ...words,
    cards: { ...words.cards, items: inOrder(cards, words.cards.items) },
  }),
})
