import type { Locale } from '~/lib/locale'
import { fabrics as en } from './en/fabrics'
import { fabrics as es } from './es/fabrics'
import type { ContentBuilder, FabricsContent } from './types/info-pages'

export const fabricsContent: Record<Locale, ContentBuilder<FabricsContent>> = { en, es }
