import { data } from './data/product-page'
import { inOrder, pageContent } from './page-content'
import type { Entry as ProductPageWords } from './schemas/product-page'
import type { ProductPageContent } from './types'
import { customizations, processSteps } from './types/product-page'

/** What every category page says around its category's own copy (`productsContent`). */
export const productPageContent = pageContent({
  id: 'productPage',
  words: data,
  join: (words: ProductPageWords): ProductPageContent => ({
    ...words,
    process: { ...words.process, steps: inOrder(processSteps, words.process.steps) },
    customization: { ...words.customization, cards: inOrder(customizations, words.customization.cards) },
  }),
})
