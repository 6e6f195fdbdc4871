import { products as en } from './en/products'
import { products as es } from './es/products'
import { pageContent } from './page-content'
import type { ProductsContent } from './types'

/** Every category's page copy in each language; read at build time by the category route's loader. */
export const productsContent = pageContent<ProductsContent>({ id: 'products', words: { en, es } })
