import { placeholders as en } from './en/placeholders'
import { placeholders as es } from './es/placeholders'
import { inOrder, pageContent, type WordsById } from './page-content'
import type {
  CardWords,
  IconEntry,
  PlaceholderContent,
  PlaceholderPageId,
  PlaceholdersContent,
  SectionIntro,
} from './types/info-pages'

const cards = {
  finishing: [
    { id: 'labelling', icon: 'tag' },
    { id: 'inspection', icon: 'search-check' },
    { id: 'packing', icon: 'package-check' },
  ],
  payments: [
    { id: 'methods', icon: 'credit-card' },
    { id: 'security', icon: 'lock' },
    { id: 'international', icon: 'globe' },
  ],
  delivery: [
    { id: 'carriers', icon: 'truck' },
    { id: 'timing', icon: 'calendar-clock' },
    { id: 'tracking', icon: 'map-pin' },
  ],
} as const satisfies Record<PlaceholderPageId, readonly IconEntry[]>

type PlaceholderWords<Entries extends readonly IconEntry[]> = Omit<PlaceholderContent, 'cards'> & {
  cards: SectionIntro & { items: WordsById<Entries, CardWords> }
}

export type PlaceholdersWords = { [Page in PlaceholderPageId]: PlaceholderWords<(typeof cards)[Page]> }

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
