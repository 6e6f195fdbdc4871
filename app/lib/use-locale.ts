import { localeFromPath, type Locale } from './locale'
import { usePagePath } from './page-path'

/** The language of the current page. The URL is the only source of truth for it. */
export function useLocale(): Locale {
  return localeFromPath(usePagePath())
}
