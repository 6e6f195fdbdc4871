import type { IconEntry } from './info-pages'

/** The reasons to work here, in the page's order, each with its icon; their words are in content/careers. */
export const reasons = [
  { id: 'ownFactory', icon: 'factory' },
  { id: 'twoSites', icon: 'map-pin' },
  { id: 'safeWorkplace', icon: 'hard-hat' },
  { id: 'training', icon: 'graduation-cap' },
  { id: 'internationalWork', icon: 'globe' },
  { id: 'longService', icon: 'hand-heart' },
] as const satisfies readonly IconEntry[]
