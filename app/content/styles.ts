import type { Locale } from '~/lib/locale'
import { data } from './data/styles'
import { contentFor, pageContent } from './page-content'
import type { ProductSlug } from './product-menu'
import type { Entry } from './schemas/styles'

/**
 * A style as pages, the order builder and the line sheet read it, in one language: its entry in
 * content/styles/ with the figures filled into its words. Its minimum order and lead time are the
 * business figures of its product type's category (`minimumOrders` in app/lib/order/catalogue.ts,
 * `facts.leadTimeDays`), never written in the style.
 */
export type Style = Omit<Entry, 'order'>

/** A style's words in one language: what i18next reads, the figures in them filled in. */
type StyleWords = Pick<Entry, 'name' | 'description' | 'photosAlt'>

const wordsOf = (entries: Record<string, Entry>): Record<string, StyleWords> =>
  Object.fromEntries(
    Object.entries(entries).map(([slug, { name, description, photosAlt }]) => [
      slug,
      { name, description, ...(photosAlt ? { photosAlt } : {}) },
    ]),
  )

/**
 * Every style in a language: its words through i18next, so `{{teamKitWeight}}` is filled in, set
 * into the fields written once (codes and numbers are no words to translate); by category, each
 * category's in its order, then by code.
 */
export const stylesContent = pageContent({
  id: 'styles',
  words: { en: wordsOf(data.en), es: wordsOf(data.es) },
  join: (words): Style[] =>
    Object.entries(data.en)
      .sort(
        ([, a], [, b]) =>
          a.category.localeCompare(b.category) || a.order - b.order || a.code.localeCompare(b.code),
      )
      .map(
        ([slug, { order: _order, name: _name, description: _description, photosAlt: _alt, ...shared }]) => ({
          ...shared,
          ...words[slug]!,
        }),
      ),
})

const allStyles = (locale: Locale) => contentFor(stylesContent, locale)

/** A category's styles in a language, in the order its page lists them. */
export function stylesOf(category: ProductSlug, locale: Locale): Style[] {
  return allStyles(locale).filter((style) => style.category === category)
}

/** The style a code names, in a language, or undefined for a code no style has. */
export function styleOf(code: string, locale: Locale): Style | undefined {
  return allStyles(locale).find((style) => style.code === code)
}
