import type { Locale } from '~/lib/locale'
import { press as en } from './en/press'
import { press as es } from './es/press'
import type { ContentBuilder, PressContent } from './types/info-pages'

export const pressContent: Record<Locale, ContentBuilder<PressContent>> = { en, es }
