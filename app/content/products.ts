import { data } from './data/products'
import { pageContent } from './page-content'
import { productSlugs } from './product-menu'
import type { Entry } from './schemas/products'
import type { ProductsContent } from './types'

/**
 * Every category's page copy in each language; read at build time by the category route's loader.
 * Each page gets the fields it prints, in the order its loader has always sent them.
 */
export const productsContent = pageContent({
  id: 'products',
  words: data,
  join: (entries: Record<string, Entry>) =>
    Object.fromEntries(
      productSlugs.map((slug) => {
        const { seo, description, features, heroAlt, items, buyers } = entries[slug]!
        return [slug, { seo, description, features, heroAlt, items, buyers }]
      }),
    ) as ProductsContent,
})
