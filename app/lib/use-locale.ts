import { useLocation } from 'react-router'
import { localeFromPath, type Locale } from './locale'

/** The language of the current page. The URL is the only source of truth for it. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname)
}

/** Picks this page's language from content written once per language. */
export function useLocalized<T>(byLocale: Record<Locale, T>): T {
  return byLocale[useLocale()]
}
