import { printing as en } from './en/printing'
import { printing as es } from './es/printing'
import { inOrder, pageContent } from './page-content'
import type { PrintingContent } from './types/info-pages'
import { methods, personalization } from './types/printing'

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
