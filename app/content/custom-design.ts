import type { Locale } from '~/lib/locale'
import { customDesign as en } from './en/custom-design'
import { customDesign as es } from './es/custom-design'
import type { ContentBuilder, CustomDesignContent } from './types/info-pages'

export const customDesignContent: Record<Locale, ContentBuilder<CustomDesignContent>> = { en, es }
