import type { Locale } from '~/lib/locale'
import { catalog as en } from './en/catalog'
import { catalog as es } from './es/catalog'
import type { CatalogContent } from './types'

/** Category names and menu lines in each language; small enough for every page's header. */
export const catalogContent: Record<Locale, CatalogContent> = { en, es }
