import { data } from './data/placeholders'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { Entry as PlaceholdersWords } from './schemas/placeholders'
import type {
  CardWords,
  IconEntry,
  PlaceholderContent,
  PlaceholdersContent,
  SectionIntro,
} from './types/info-pages'
import { cards } from './types/placeholders'

/** A page's words, its cards by their ids. */
type PageWords<Entries extends readonly IconEntry[]> = Omit<PlaceholderContent, 'cards'> & {
  cards: SectionIntro & { items: WordsById<Entries, CardWords> }
}

/** A page's words with its cards set in the page's order, each with its icon. */
function join<Entries extends readonly IconEntry[]>(
  entries: Entries,
  words: PageWords<Entries>,
): PlaceholderContent {
  return { ...words, cards: { ...words.cards, items: inOrder(entries, words.cards.items) } }
}

/** The finishing, payments and delivery pages, which share one layout until their full copy is written. */
export const placeholdersContent = pageContent({
  id: 'placeholders',
  words: data,
  join: (words: PlaceholdersWords): PlaceholdersContent => ({
    finishing: join(cards.finishing, words.finishing),
    payments: join(cards.payments, words.payments),
    delivery: join(cards.delivery, words.delivery),
  }),
})
