import { productPage as en } from './en/product-page'
import { productPage as es } from './es/product-page'
import { inOrder, pageContent } from './page-content'
import type { ProductPageContent } from './types'
import { customizations, processSteps, type ProductPageWords } from './types/product-page'

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
