import { productPage as en } from './en/product-page'
import { productPage as es } from './es/product-page'
import { pageContent } from './page-content'
import type { ProductPageContent } from './types'

/** What every category page says around its category's own copy (`productsContent`). */
export const productPageContent = pageContent<ProductPageContent>({ id: 'productPage', words: { en, es } })
