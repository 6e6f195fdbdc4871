import type { Locale } from '~/lib/locale'
import { products as en } from './en/products'
import { products as es } from './es/products'
import type { ProductsContent } from './types'

/** Every category's page copy in each language; read at build time by the category route's loader. */
export const productsContent: Record<Locale, ProductsContent> = { en, es }
