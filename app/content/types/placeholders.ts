import type { IconEntry, PlaceholderPageId } from './info-pages'

/** Each page's cards in the page's order, each with its icon; their words are in content/placeholders. */
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
