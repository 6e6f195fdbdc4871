import { catalogContent } from '../../app/content/catalog-content'
import { facts } from '../../app/content/figures'
import { contentFor } from '../../app/content/page-content'
import type { ProductSlug } from '../../app/content/product-menu'
import { site } from '../../app/content/site'
import type { Style } from '../../app/content/styles'
import { i18nFor } from '../../app/i18n/config'
import type { Translate } from '../../app/lib/forms/messages'
import type { LineSheetSubject } from '../../app/lib/line-sheets'
import type { Locale } from '../../app/lib/locale'
import {
  fitSizes,
  minimumOrders,
  productCategories,
  type Fit,
  type Size,
} from '../../app/lib/order/catalogue'
import { fabricWeights, optionNames } from '../../app/lib/order/option-names'
import { formatDay } from '../../app/lib/order/planner'
import { decorationName, rangeText, sizeRun } from '../../app/lib/order/wording'
import { officesAndCertificates } from '../pdf/company'
import { body, brandBand, colours, page, pdfDocument, sectionHeading } from '../pdf/document'
import type { LineSheetArt } from './art'

/** A style's picture: 150 points wide at the category page's 4:3. */
const picture = { width: 150, height: 112.5 }
const gutter = 16
const textX = page.margin + picture.width + gutter
const textWidth = body - picture.width - gutter
const labelWidth = 92
/** The lowest a block may reach: the footer stands below it. */
const bottom = page.height - page.margin - 12

export interface LineSheet {
  subject: LineSheetSubject
  locale: Locale
  /** The categories it prints, each with its styles in the page's order. */
  categories: ReadonlyArray<{ slug: ProductSlug; styles: readonly Style[] }>
  /** The day of the edition, `YYYY-MM-DD`: the day the build made it. */
  edition: string
  art: LineSheetArt
}

/**
 * A line sheet in a language: a cover with the company (its mark, contact details, offices and
 * certificates in force), then each style of its categories with its picture, code, name,
 * description, fabrics with their weights, decorations, fits with their sizes, minimum order and
 * production time, every page numbered and dated with the edition.
 */
export function lineSheetPdf({ subject, locale, categories, edition, art }: LineSheet): Promise<Buffer> {
  const { t } = i18nFor(locale)
  const catalog = contentFor(catalogContent, locale)
  const title = t('lineSheet.title')
  const subjectTitle = subject === 'all' ? t('lineSheet.allCategories') : catalog[subject].title
  const editionText = t('lineSheet.edition', { date: formatDay(edition, locale, { weekday: false }) })
  const { doc, finished } = pdfDocument(
    locale,
    { Title: `${site.brand} - ${title}: ${subjectTitle}`, Author: site.legalName, Subject: title },
    { bufferPages: true },
  )
  const names = optionNames(locale)
  const weights = fabricWeights(locale)
  // A picture is embedded once, however many styles show it: pdfkit keeps images by their source.
  const dataUrls = new Map<Buffer, string>()
  const image = (bytes: Buffer, mime: string) => {
    if (!dataUrls.has(bytes)) dataUrls.set(bytes, `data:${mime};base64,${bytes.toString('base64')}`)
    return dataUrls.get(bytes)!
  }

  // The cover.
  const band = 120
  brandBand(doc, {
    brandName: site.brand,
    suffix: site.brandSuffix,
    title,
    height: band,
    left: page.margin + 58,
  })
  doc.image(image(art.mark, 'image/png'), page.margin, 30, { width: 44 })
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(colours.ink)
    .text(subjectTitle, page.margin, band + 34)
  doc.moveDown(0.2)
  doc.font('Helvetica-Bold').fontSize(11).fillColor(colours.accent).text(editionText)
  doc.moveDown(0.6)
  doc.font('Helvetica').fontSize(10.5).fillColor(colours.muted).text(t('lineSheet.intro'), { lineGap: 2.5 })
  sectionHeading(doc, t('lineSheet.contact'))
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(colours.ink).text(site.legalName)
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .text(`${site.email.info}   ·   ${site.phone.display}   ·   ${site.url.replace(/^https?:\/\//, '')}`)
  officesAndCertificates(doc, locale)

  /**
   * The facts under a style's description, each a label and its value, in the words and order of
   * the category page's style cards (app/components/sections/style-list.tsx).
   */
  const factsOf = (style: Style): Array<[string, string]> => {
    const rows: Array<[string, string]> = []
    if (style.fabrics.length > 0)
      rows.push([
        t('styles.fabrics'),
        style.fabrics
          .map((fabric) => t('styles.fabric', { name: names.fabrics[fabric], weight: weights[fabric] }))
          .join('; '),
      ])
    rows.push([
      t('styles.decorations'),
      style.decorations
        .map((decoration) => decorationName(decoration, t as unknown as Translate, names))
        .join(', '),
    ])
    if (style.fits.length > 0)
      rows.push([
        t('styles.fits'),
        style.fits
          .map(({ fit, sizes }) => `${t(`styles.fitNames.${fit}`)}: ${sizesOf(fit, sizes)}`)
          .join('; '),
      ])
    // The business figures of the style's product type, never written in the style itself.
    const minimum = minimumOrders[productCategories[style.productType]]
    rows.push([
      t('styles.minimumOrder'),
      minimum
        ? t('styles.minimumPerDesign', { minimum: rangeText(minimum, locale) })
        : t('styles.quotedPerItem'),
    ])
    rows.push([t('styles.leadTime'), t('styles.leadTimeValue')])
    return rows
  }

  /**
   * A fit's sizes as the page's cards write them; on paper, with no size chart a click away, a
   * youth run also names the ages it is cut for.
   */
  const sizesOf = (fit: Fit, sizes: readonly Size[]) => {
    const run = sizeRun(sizes, fitSizes[fit])
    const ages = facts.youthSizeAges as Partial<Record<Size, { from: number; to: number }>>
    const youngest = ages[sizes[0]!]
    const oldest = ages[sizes.at(-1)!]
    return youngest && oldest
      ? `${run} (${t('forms.quote.builder.youthAges', { ages: rangeText({ from: youngest.from, to: oldest.to }, locale) })})`
      : run
  }

  const setName = () => doc.font('Helvetica-Bold').fontSize(13)
  const setDescription = () => doc.font('Helvetica').fontSize(9.5)
  const setFact = () => doc.font('Helvetica').fontSize(8.5)
  const descriptionOptions = { width: textWidth, lineGap: 1.5 }

  /** How tall a style's text runs, to keep each block whole on its page. */
  const textHeight = (style: Style, rows: Array<[string, string]>) => {
    let height = 14 + setName().heightOfString(style.name, { width: textWidth }) + 4
    height += setDescription().heightOfString(style.description, descriptionOptions) + 6
    for (const [, value] of rows)
      height += setFact().heightOfString(value, { width: textWidth - labelWidth }) + 3
    return height
  }

  const styleBlock = (style: Style) => {
    const rows = factsOf(style)
    const height = Math.max(picture.height, textHeight(style, rows))
    if (doc.y + height > bottom) doc.addPage()
    const top = doc.y
    const photo = style.photos?.[0]
    const bytes = (photo && art.photos.get(photo)) ?? art.drawings.get(style.category)
    if (bytes) {
      doc.image(image(bytes, 'image/jpeg'), page.margin, top, { fit: [picture.width, picture.height] })
      doc.rect(page.margin, top, picture.width, picture.height).lineWidth(0.5).stroke(colours.line)
    }
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(colours.accent)
      .text(style.code, textX, top, { width: textWidth, characterSpacing: 1 })
    doc.y = top + 14
    setName().fillColor(colours.ink).text(style.name, textX, doc.y, { width: textWidth })
    doc.y += 4
    setDescription().fillColor(colours.muted).text(style.description, textX, doc.y, descriptionOptions)
    doc.y += 6
    for (const [label, value] of rows) {
      const rowTop = doc.y
      doc
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .fillColor(colours.ink)
        .text(label, textX, rowTop, { width: labelWidth - 6 })
      const labelEnd = doc.y
      setFact()
        .fillColor(colours.ink)
        .text(value, textX + labelWidth, rowTop, { width: textWidth - labelWidth })
      doc.y = Math.max(doc.y, labelEnd) + 3
    }
    doc.y = Math.max(doc.y, top + picture.height) + 14
    doc
      .moveTo(page.margin, doc.y)
      .lineTo(page.margin + body, doc.y)
      .lineWidth(0.5)
      .stroke(colours.line)
    doc.y += 14
  }

  // Each category from a new page, under its name; one without styles yet has none.
  for (const { slug, styles } of categories) {
    if (styles.length === 0) continue
    doc.addPage()
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(colours.navy)
      .text(catalog[slug].title, page.margin, doc.y)
    doc.rect(page.margin, doc.y + 4, 40, 3).fill(colours.accent)
    doc.y += 22
    for (const style of styles) styleBlock(style)
  }

  // Every page's footer: whose sheet, which edition, which page of how many.
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    // Written below the bottom margin, which would otherwise start a new page.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = page.height - page.margin + 14
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(`${site.legalName} · ${title}: ${subjectTitle} · ${editionText}`, page.margin, y, {
        width: body - 90,
        lineBreak: false,
      })
      .text(t('lineSheet.page', { page: index - start + 1, pages: count }), page.margin, y, {
        width: body,
        align: 'right',
        lineBreak: false,
      })
    doc.page.margins.bottom = margin
  }

  doc.end()
  return finished
}
