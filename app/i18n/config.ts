import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { facts, formatNumber } from '~/content/figures'
import type { Locale } from '~/lib/locale'
import { en } from './en'
import { es } from './es'

export const resources = { en: { translation: en }, es: { translation: es } } as const

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance()
  // Resources are bundled, so initialisation is synchronous: the first render already has its words,
  // which keeps pre-rendered HTML and hydration identical.
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: {
      escapeValue: false,
      // Figures that interface strings may quote, formatted once for the language.
      defaultVariables: { replyHours: formatNumber(facts.replyHours, locale) },
    },
    showSupportNotice: false,
  })
  return instance
}

/**
 * One instance per language, made when first asked for (a page in the browser needs only its
 * own): the URL decides the language, so nothing ever switches it in place.
 */
const instances: Partial<Record<Locale, i18n>> = {}

export function i18nFor(locale: Locale): i18n {
  return (instances[locale] ??= createI18n(locale))
}
