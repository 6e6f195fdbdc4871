import { localeFromPath, type Locale } from './locale'
import { usePagePath } from './page-path'

/** The language of the current page. The URL is the only source of truth for it. */
export function useLocale(): Locale {
  return localeFromPath(usePagePath())
}

/** Picks this page's language from content written once per language. */
export function useLocalized<T>(byLocale: Record<Locale, T>): T {
  return byLocale[useLocale()]
}
