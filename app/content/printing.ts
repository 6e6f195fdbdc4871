import type { Locale } from '~/lib/locale'
import { printing as en } from './en/printing'
import { printing as es } from './es/printing'
import type { ContentBuilder, PrintingContent } from './types/info-pages'

export const printingContent: Record<Locale, ContentBuilder<PrintingContent>> = { en, es }
