import { productPage as en } from './en/product-page'
import { productPage as es } from './es/product-page'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { ProductPageContent } from './types'
import type { CardWords, IconEntry } from './types/info-pages'

const processSteps = [
  { id: 'design', icon: 'pencil-ruler' },
  { id: 'fabricSourcing', icon: 'palette' },
  { id: 'cutting', icon: 'scissors' },
  { id: 'qualityAssurance', icon: 'shield-check' },
] as const satisfies readonly IconEntry[]

const customizations = [
  { id: 'colours', icon: 'palette' },
  { id: 'labels', icon: 'tag' },
  { id: 'decoration', icon: 'stamp' },
] as const satisfies readonly IconEntry[]

export type ProductPageWords = Omit<ProductPageContent, 'process' | 'customization'> & {
  process: Omit<ProductPageContent['process'], 'steps'> & { steps: WordsById<typeof processSteps, CardWords> }
  customization: Omit<ProductPageContent['customization'], 'cards'> & {
    cards: WordsById<typeof customizations, CardWords>
  }
}

/** What every category page says around its category's own copy (`productsContent`). */
export const productPageContent = pageContent({
  id: 'productPage',
  words: { en, es },
  join: (words: ProductPageWords): ProductPageContent => ({
    ...words,
    process: { ...words.process, steps: inOrder(processSteps, words.process.steps) },
    customization: { ...words.customization, cards: inOrder(customizations, words.customization.cards) },
  }),
})
