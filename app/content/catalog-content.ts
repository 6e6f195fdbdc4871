import { data } from './data/products'
import { pageContent } from './page-content'
import { productSlugs } from './product-menu'
import type { Entry } from './schemas/products'
import type { CatalogContent } from './types'

/** Category names and menu lines in each language; small enough for every page's header. */
export const catalogContent = pageContent({
  id: 'catalog',
  words: data,
  join: (entries: Record<string, Entry>) =>
    Object.fromEntries(
      productSlugs.map((slug) => [
        slug,
        { title: entries[slug]!.title, description: entries[slug]!.menuLine },
      ]),
    ) as CatalogContent,
})
