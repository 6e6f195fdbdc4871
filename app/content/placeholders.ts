import type { Locale } from '~/lib/locale'
import { placeholders as en } from './en/placeholders'
import { placeholders as es } from './es/placeholders'
import type { ContentBuilder, PlaceholdersContent } from './types/info-pages'

export const placeholdersContent: Record<Locale, ContentBuilder<PlaceholdersContent>> = { en, es }
