import { printing as en } from './en/printing'
import { printing as es } from './es/printing'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { CardWords, IconEntry, PrintingContent, PrintingMethod } from './types/info-pages'

const methods = [
  { id: 'screen' },
  { id: 'dtg' },
  { id: 'heat-transfer' },
  { id: 'sublimation' },
  { id: 'embroidery' },
  { id: 'puff' },
  { id: 'all-over' },
] as const

const personalization = [
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

export const printingContent = pageContent({
  id: 'printing',
  words: { en, es },
  join: (words): PrintingContent => ({
    ...words,
    methods: { ...words.methods, items: inOrder(methods, words.methods.items) },
    personalization: {
      ...words.personalization,
      options: inOrder(personalization, words.personalization.options),
    },
  }),
})
