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

/** The data made from content/ (app/content/load), each kind's entries in each language. */
const dataModules = import.meta.glob<{ data: Record<Locale, unknown> }>('../content/data/*.ts', {
  eager: true,
})

/**
 * The words of a language that no page reads, by module: each should be some page's words, or
 * whatever it says never reaches a visitor, and a test reading the pages would skip it.
 */
export function unreadWords(locale: Locale): string[] {
  const pagesWords = pageContents.map((page) => page.words[locale])
  const isRead = (value: unknown) => pagesWords.some((words) => words === value || madeFrom(words, value))
  // A kind with no words (company facts) has no language to read.
  const modules = Object.entries(dataModules).flatMap(([file, { data }]): Array<[string, unknown[]]> =>
    locale in data ? [[file, [data[locale]]]] : [],
  )
  if (modules.length === 0) throw new Error(`no words found for ${locale}`)
  return modules.flatMap(([file, words]) => (words.some(isRead) ? [] : [file]))
}

/**
 * Whether a page's words are made from a kind's data: they hold one of its groups of fields as it
 * is (the data with more set in), or, for a kind of many entries, words for each entry by its name.
 */
function madeFrom(words: unknown, data: unknown): boolean {
  if (!isRecord(words) || !isRecord(data)) return false
  const groups = new Set<unknown>(Object.values(data).filter(isRecord))
  const names = Object.keys(data).sort().join()
  const holds = (value: unknown): boolean =>
    isRecord(value) &&
    (Object.keys(value).sort().join() === names ||
      Object.values(value).some((item) => groups.has(item) || holds(item)))
  return holds(words)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every string inside a value, however deeply nested, with where it was found. */
export function stringsIn(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return [[where, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${where}.${key}`))
  }
  return []
}
