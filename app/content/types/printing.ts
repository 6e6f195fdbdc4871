import type { IconEntry } from './info-pages'

/**
 * The printing guide's methods, each by the key a request stores and the content names it by
 * (a method in the guide, another kind's field): never translated, never changed once a request
 * holds it. The catalogue of quotation options takes them from here.
 */
export const printMethods = [
  'screen',
  'dtg',
  'heat-transfer',
  'sublimation',
  'embroidery',
  'puff',
  'all-over',
] as const
export type PrintMethod = (typeof printMethods)[number]

export const personalization = [
  { id: 'names', icon: 'type' },
  { id: 'monograms', icon: 'stamp' },
  { id: 'labels', icon: 'tag' },
  { id: 'appliques', icon: 'scissors' },
] as const satisfies readonly IconEntry[]

/** The use-case table's columns, in the order the table shows them. */
export const useCaseColumns = ['useCase', 'method', 'reason'] as const
