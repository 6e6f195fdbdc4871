import { shownCertificates } from '../../app/content/certificates'
import { contactContent } from '../../app/content/contact'
import { contentFor } from '../../app/content/page-content'
import { pressContent } from '../../app/content/press'
import { qualityContent } from '../../app/content/quality'
import { site } from '../../app/content/site'
import { i18nFor } from '../../app/i18n/config'
import type { Locale } from '../../app/lib/locale'
import { formatDay } from '../../app/lib/order/planner'
import { addressLines } from '../../app/lib/postal-address'
import { body, colours, page, sectionHeading } from './document'

/**
 * The company's blocks every PDF of ours prints, under the fact sheet's own headings (content/press):
 * its two offices side by side, and each certificate in force with its number, issuer and validity.
 */
export function officesAndCertificates(doc: PDFKit.PDFDocument, locale: Locale) {
  const { sheet } = contentFor(pressContent, locale)
  const offices = contentFor(contactContent, locale).offices
  const { entries } = contentFor(qualityContent, locale).list
  const { t } = i18nFor(locale)

  sectionHeading(doc, sheet.offices)
  const officesTop = doc.y
  const half = body / 2
  const officeEnds = (
    [
      [offices.uk, site.offices.uk],
      [offices.factory, site.offices.factory],
    ] as const
  ).map(([label, office], index) => {
    const x = page.margin + index * half
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(colours.ink)
      .text(label, x, officesTop, { width: half - 12 })
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colours.muted)
      .text(addressLines(office, locale).join('\n'), { width: half - 12, lineGap: 1.5 })
    return doc.y
  })
  doc.x = page.margin
  doc.y = Math.max(...officeEnds)

  sectionHeading(doc, sheet.certificates)
  const day = (date: string) => formatDay(date, locale, { weekday: false })
  for (const certificate of shownCertificates) {
    const rowTop = doc.y
    doc
      .moveTo(page.margin, rowTop)
      .lineTo(page.margin + body, rowTop)
      .lineWidth(0.5)
      .stroke(colours.line)
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(colours.navy)
      .text(certificate.name, page.margin, rowTop + 6, {
        width: 110,
      })
    const x = page.margin + 120
    const width = body - 120
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.ink)
      .text(certificate.number, x, rowTop + 6, { width })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.muted)
      .text(
        `${entries[certificate.id]?.title ?? certificate.name}. ${t('certificates.issuer')}: ${certificate.issuer}.`,
        {
          width,
        },
      )
      .text(
        `${t('certificates.validity')}: ${t('certificates.validityRange', {
          from: day(certificate.validFrom),
          until: day(certificate.validUntil),
        })}.`,
        { width },
      )
    if (certificate.check) doc.text(`${sheet.checkAt} ${certificate.check.url}`, { width })
    doc.y += 6
  }
  doc.x = page.margin
}
