import type { Locale } from '~/lib/locale'
import { factoryTour as en } from './en/factory-tour'
import { factoryTour as es } from './es/factory-tour'
import type { ContentBuilder, FactoryTourContent } from './types/info-pages'

export const factoryTourContent: Record<Locale, ContentBuilder<FactoryTourContent>> = { en, es }
