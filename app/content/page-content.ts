import { i18nFor } from '~/i18n/config'
import type { Locale } from '~/lib/locale'

/**
 * A page's content: its words in each language, plain data with figures named as `{{leadTime}}`,
 * and `join`, which sets them into what every language shares (icons, order, ratings), written
 * once in the page's module.
 */
export interface PageContent<Words, Content> {
  /** Names the words among i18next's `content` resources. */
  id: string
  words: Record<Locale, Words>
  join(words: Words): Content
}

export function pageContent<Words, Content = Words>({
  id,
  words,
  join = (filled) => filled as unknown as Content,
}: {
  id: string
  words: Record<Locale, Words>
  join?: (words: Words) => Content
}): PageContent<Words, Content> {
  return { id, words, join }
}

const made = new Map<string, unknown>()

/**
 * A page's content in a language, the one way to reach it: i18next fills the figures into its
 * words, as it does into every interface string, and the page's `join` sets them in place. Made
 * once per page and language.
 */
export function contentFor<Words, Content>(page: PageContent<Words, Content>, locale: Locale): Content {
  const key = `${locale}:${page.id}`
  if (!made.has(key)) {
    const i18n = i18nFor(locale)
    i18n.addResourceBundle(locale, 'content', { [page.id]: page.words[locale] }, true, true)
    made.set(key, page.join(i18n.t(page.id, { ns: 'content', returnObjects: true }) as Words))
  }
  return made.get(key) as Content
}

/** Words for each entry of a page's structure, by the entry's id. */
export type WordsById<Entries extends readonly { id: string }[], Words> = Record<Entries[number]['id'], Words>

/** The entries of a page's structure in their order, each with its words. */
export function inOrder<Id extends string, Entry extends { id: Id }, Words>(
  entries: readonly Entry[],
  words: Record<Id, Words>,
): Array<Entry & Words> {
  return entries.map((entry) => ({ ...entry, ...words[entry.id] }))
}
