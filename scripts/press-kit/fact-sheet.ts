import { contentFor } from '../../app/content/page-content'
import { pressContent } from '../../app/content/press'
import { site } from '../../app/content/site'
import type { Locale } from '../../app/lib/locale'
import { officesAndCertificates } from '../pdf/company'
import { body, brandBand, colours, page, pdfDocument, sectionHeading } from '../pdf/document'

/**
 * The company's fact sheet in a language, one A4 page drawn from the press page's own content:
 * who the company is and what it makes, its key figures, the press contact, both offices and every
 * certificate in force with its number and validity. The built-in Helvetica covers both
 * languages' letters, so no font is embedded and the file stays small.
 */
export function factSheetPdf(locale: Locale): Promise<Buffer> {
  const press = contentFor(pressContent, locale)
  const { doc, finished } = pdfDocument(locale, {
    Title: `${site.legalName} - ${press.sheet.title}`,
    Author: site.legalName,
    Subject: press.sheet.title,
  })

  brandBand(doc, { brandName: site.brand, suffix: site.brandSuffix, title: press.sheet.title })

  doc.font('Helvetica-Bold').fontSize(17).fillColor(colours.ink).text(site.legalName, page.margin, 132)
  doc.moveDown(0.4)
  doc.font('Helvetica').fontSize(10.5).fillColor(colours.muted).text(press.boilerplate.text, { lineGap: 2.5 })

  sectionHeading(doc, press.sheet.figures)
  const columns = 3
  const cell = body / columns
  const top = doc.y
  press.facts.items.forEach((fact, index) => {
    const x = page.margin + (index % columns) * cell
    const y = top + Math.floor(index / columns) * 48
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(colours.navy)
      .text(fact.value, x, y, { width: cell - 12 })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.muted)
      .text(fact.label, x, y + 20, { width: cell - 12 })
  })
  doc.y = top + Math.ceil(press.facts.items.length / columns) * 48

  sectionHeading(doc, press.sheet.contact)
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(colours.ink)
    .text(`${site.email.press}   ·   ${site.phone.display}   ·   ${site.url.replace(/^https?:\/\//, '')}`)

  officesAndCertificates(doc, locale)

  doc.end()
  return finished
}
