import type { PageContent } from '~/content/page-content'
import type { Locale } from '~/lib/locale'

const pageModules = import.meta.glob<Record<string, unknown>>(['../content/*.ts', '!../content/*.test.ts'], {
  eager: true,
})

const isPageContent = (value: unknown): value is PageContent<unknown, unknown> =>
  typeof value === 'object' && value !== null && 'words' in value && 'join' in value

/** Every page's content the site has, as its modules in `app/content/` export it. */
export const pageContents = Object.values(pageModules).flatMap((exports) =>
  Object.values(exports).filter(isPageContent),
)

/** Everything else those modules export: company facts, figures, helpers. */
export const otherContentExports = Object.entries(pageModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((value) => !isPageContent(value))
    .map((value) => [file, value] as const),
)

const wordsModules: Record<Locale, Record<string, Record<string, unknown>>> = {
  en: import.meta.glob('../content/en/*.ts', { eager: true }),
  es: import.meta.glob('../content/es/*.ts', { eager: true }),
}

/**
 * The words modules of a language that no page reads: each should be some page's words, or
 * whatever it says never reaches a visitor, and a test reading the pages would skip it.
 */
export function unreadWords(locale: Locale): string[] {
  const read = new Set(pageContents.map((page) => page.words[locale]))
  if (Object.keys(wordsModules[locale]).length === 0) throw new Error(`no words modules found for ${locale}`)
  return Object.entries(wordsModules[locale]).flatMap(([file, exports]) =>
    Object.values(exports).some((words) => read.has(words)) ? [] : [file],
  )
}

/** Every string inside a value, however deeply nested, with where it was found. */
export function stringsIn(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return [[where, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${where}.${key}`))
  }
  return []
}
