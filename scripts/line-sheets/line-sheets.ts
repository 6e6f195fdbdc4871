import { productSlugs } from '../../app/content/product-menu'
import { stylesOf } from '../../app/content/styles'
import { lineSheetPath, type LineSheetSubject } from '../../app/lib/line-sheets'
import { locales } from '../../app/lib/locale'
import { lineSheetArt } from './art'
import { lineSheetPdf } from './line-sheet'

/** Every subject a line sheet is made for: each category, then all of them together. */
export const lineSheetSubjects: readonly LineSheetSubject[] = [...productSlugs, 'all']

/**
 * Every line sheet by its file name (`soccer.en.pdf`), in each language, for the edition of
 * `edition` (`YYYY-MM-DD`), the styles' photos read from `contentDir`'s media folder.
 */
export async function lineSheetFiles(edition: string, contentDir: string): Promise<Map<string, Buffer>> {
  const styles = productSlugs.flatMap((slug) => stylesOf(slug, 'en'))
  const photos = styles.flatMap((style) => style.photos?.slice(0, 1) ?? [])
  const art = await lineSheetArt(contentDir, photos, productSlugs)
  const files = new Map<string, Buffer>()
  for (const locale of locales) {
    const every = productSlugs.map((slug) => ({ slug, styles: stylesOf(slug, locale) }))
    for (const subject of lineSheetSubjects) {
      const categories = subject === 'all' ? every : every.filter(({ slug }) => slug === subject)
      const pdf = await lineSheetPdf({ subject, locale, categories, edition, art })
      files.set(lineSheetPath(subject, locale).split('/').at(-1)!, pdf)
    }
  }
  return files
}
