export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The language a path is written in: `/es` and `/es/...` are Spanish, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** The path without its language prefix: `/es/faq` -> `/faq`, `/es` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname
  const rest = pathname.slice(3)
  return rest === '' ? '/' : rest
}

/** A language-free path (`/faq`, `/#contact`) written for a language (`/es/faq`, `/es#contact`). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  if (path === '/') return '/es'
  if (path.startsWith('/#') || path.startsWith('/?')) return `/es${path.slice(1)}`
  return `/es${path}`
}

/** Items joined as the language writes a list in a sentence: "a, b and c", "a, b y c". */
export function formatList(items: readonly string[], locale: Locale): string {
  // British English lists (no comma before "and"), like the rest of the English copy.
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items)
}
