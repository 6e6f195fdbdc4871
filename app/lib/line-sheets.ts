import type { ProductSlug } from '~/content/product-menu'
import type { Locale } from './locale'
import { pressKit } from './press-kit'

/** A line sheet's subject: one category's styles, or every category's (`all`). */
export type LineSheetSubject = ProductSlug | 'all'

/**
 * The line sheets the build writes (scripts/line-sheets/), one per subject and language: where the
 * site serves each, and the name it is saved under, which carries the brand, so a buyer's downloads
 * folder tells whose it is.
 */
export const lineSheetFolder = '/line-sheets/'
export const lineSheetPath = (subject: LineSheetSubject, locale: Locale) =>
  `${lineSheetFolder}${subject}.${locale}.pdf`
export const lineSheetFileName = (subject: LineSheetSubject, locale: Locale) =>
  `${pressKit.slug}-line-sheet-${subject}-${locale}.pdf`
