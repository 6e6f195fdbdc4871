import { placeholders as en } from './en/placeholders'
import { placeholders as es } from './es/placeholders'
import { inOrder, pageContent } from './page-content'
import type { IconEntry, PlaceholderContent, PlaceholdersContent } from './types/info-pages'
import { cards, type PlaceholderWords } from './types/placeholders'

function join<Entries extends readonly IconEntry[]>(
  entries: Entries,
  words: PlaceholderWords<Entries>,
): PlaceholderContent {
  return { ...words, cards: { ...words.cards, items: inOrder(entries, words.cards.items) } }
}

/** The finishing, payments and delivery pages, which share one layout until their full copy is written. */
export const placeholdersContent = pageContent({
  id: 'placeholders',
  words: { en, es },
  join: (words): PlaceholdersContent => ({
    finishing: join(cards.finishing, words.finishing),
    payments: join(cards.payments, words.payments),
    delivery: join(cards.delivery, words.delivery),
  }),
})
