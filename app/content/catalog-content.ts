import { catalog as en } from './en/catalog'
import { catalog as es } from './es/catalog'
import { pageContent } from './page-content'
import type { CatalogContent } from './types'

/** Category names and menu lines in each language; small enough for every page's header. */
export const catalogContent = pageContent<CatalogContent>({ id: 'catalog', words: { en, es } })
