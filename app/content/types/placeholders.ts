import type { WordsById } from '../page-content'
import type { CardWords, IconEntry, PlaceholderContent, PlaceholderPageId, SectionIntro } from './info-pages'

export const cards = {
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

export type PlaceholderWords<Entries extends readonly IconEntry[]> = Omit<PlaceholderContent, 'cards'> & {
  cards: SectionIntro & { items: WordsById<Entries, CardWords> }
}

export type PlaceholdersWords = { [Page in PlaceholderPageId]: PlaceholderWords<(typeof cards)[Page]> }
