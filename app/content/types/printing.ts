import type { WordsById } from '../page-content'
import type { CardWords, IconEntry, PrintingContent, PrintingMethod } from './info-pages'

export const methods = [
  { id: 'screen' },
  { id: 'dtg' },
  { id: 'heat-transfer' },
  { id: 'sublimation' },
  { id: 'embroidery' },
  { id: 'puff' },
  { id: 'all-over' },
] as const

export const personalization = [
  { id: 'names', icon: 'type' },
  { id: 'monograms', icon: 'stamp' },
  { id: 'labels', icon: 'tag' },
  { id: 'appliques', icon: 'scissors' },
] as const satisfies readonly IconEntry[]

export type PrintingWords = Omit<PrintingContent, 'methods' | 'personalization'> & {
  methods: Omit<PrintingContent['methods'], 'items'> & {
    items: WordsById<typeof methods, Omit<PrintingMethod, 'id'>>
  }
  personalization: Omit<PrintingContent['personalization'], 'options'> & {
    options: WordsById<typeof personalization, CardWords>
  }
}
