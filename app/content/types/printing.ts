import type { IconEntry } from './info-pages'

export const personalization = [
  { id: 'names', icon: 'type' },
  { id: 'monograms', icon: 'stamp' },
  { id: 'labels', icon: 'tag' },
  { id: 'appliques', icon: 'scissors' },
] as const satisfies readonly IconEntry[]

/** The use-case table's columns, in the order the table shows them. */
export const useCaseColumns = ['useCase', 'method', 'reason'] as const
