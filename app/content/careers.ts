import type { Locale } from '~/lib/locale'
import { careers as en } from './en/careers'
import { careers as es } from './es/careers'
import type { CareersContent, ContentBuilder } from './types/info-pages'

export const careersContent: Record<Locale, ContentBuilder<CareersContent>> = { en, es }
