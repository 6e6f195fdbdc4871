import LanguageDetector from 'i18next-browser-languagedetector'
import type { Locale } from './locale'

/**
 * Stores the reader's language choice where the detector of English pages looks first after the
 * query string, so the choice holds across reloads and visits.
 */
const detector = new LanguageDetector(undefined, {
  caches: ['cookie', 'localStorage'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
})

export function rememberLanguageChoice(locale: Locale) {
  detector.cacheUserLanguage(locale)
}
