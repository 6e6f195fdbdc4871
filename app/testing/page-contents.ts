import type { PageContent } from '~/content/page-content'
import type { Locale } from '~/lib/locale'

const pageModules = import.meta.glob<Record<string, unknown>>(
  ['../content/*.ts', '!../content/*.test.ts', '!../content/kinds.ts'],
  {
    eager: true,
  },
)

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

/** The data made from content/ (app/content/load), each kind's entries in each language. */
const dataModules = import.meta.glob<{ data: Record<Locale, unknown> }>('../content/data/*.ts', {
  eager: true,
})

/**
 * The words of a language that no page reads, by module: each should be some page's words, or
 * whatever it says never reaches a visitor, and a test reading the pages would skip it.
 */
export function unreadWords(locale: Locale): string[] {
  const read = new Set(pageContents.map((page) => page.words[locale]))
  const modules: Array<[string, unknown[]]> = [
    ...Object.entries(wordsModules[locale]).map(([file, exports]): [string, unknown[]] => [
      file,
      Object.values(exports),
    ]),
    ...Object.entries(dataModules).map(([file, { data }]): [string, unknown[]] => [file, [data[locale]]]),
  ]
  if (modules.length === 0) throw new Error(`no words found for ${locale}`)
  return modules.flatMap(([file, words]) => (words.some((value) => read.has(value)) ? [] : [file]))
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
