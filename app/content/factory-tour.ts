import { data } from './data/factory-tour'
import { inOrder, pageContent } from './page-content'
import type { Entry as FactoryTourWords } from './schemas/factory-tour'
import { cards } from './types/factory-tour'
import type { FactoryTourContent } from './types/info-pages'

export const factoryTourContent = pageContent({
  id: 'factoryTour',
  words: data,
  join: (words: FactoryTourWords): FactoryTourContent => ({
    ...words,
    cards: { ...words.cards, items: inOrder(cards, words.cards.items) },
  }),
})
