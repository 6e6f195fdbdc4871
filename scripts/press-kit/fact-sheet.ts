import PDFDocument from 'pdfkit'
import { addressLines } from '../../app/lib/postal-address'
import { brandColours as brand } from '../../app/lib/brand-tokens'
import { shownCertificates } from '../../app/content/certificates'
import { contactContent } from '../../app/content/contact'
import { contentFor } from '../../app/content/page-content'
import { pressContent } from '../../app/content/press'
import { qualityContent } from '../../app/content/quality'
import { site } from '../../app/content/site'
import { i18nFor } from '../../app/i18n/config'
import type { Locale } from '../../app/lib/locale'
import { formatDay } from '../../app/lib/order/planner'

const colours = {
  navy: brand.navy900,
  gold: brand.gold,
  accent: brand.accent,
  ink: brand.ink,
  muted: brand.muted,
  line: brand.line,
}
const page = { width: 595.28, margin: 50 }
const body = page.width - 2 * page.margin

/**
 * The company's fact sheet in a language, one A4 page drawn from the press page's own content:
 * who the company is and what it makes, its key figures, the press contact, both offices and every
 * certificate in force with its number and validity. The built-in Helvetica covers both
 * languages' letters, so no font is embedded and the file stays small.
 */
export function factSheetPdf(locale: Locale): Promise<Buffer> {
  const press = contentFor(pressContent, locale)
  const offices = contentFor(contactContent, locale).offices
  const { entries } = contentFor(qualityContent, locale).list
  const { t } = i18nFor(locale)
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${site.legalName} - ${press.sheet.title}`,
      Author: site.legalName,
      Subject: press.sheet.title,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  // The brand band across the top.
  doc.rect(0, 0, page.width, 104).fill(colours.navy)
  doc.rect(0, 104, page.width, 4).fill(colours.accent)
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#ffffff').text(site.brand.toUpperCase(), page.margin, 34)
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.gold)
    .text(site.brandSuffix.toUpperCase(), page.margin, 64, { characterSpacing: 3 })
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(press.sheet.title, page.margin, 40, { width: body, align: 'right' })

  const heading = (text: string) => {
    doc.moveDown(1.1)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(colours.accent)
      .text(text.toUpperCase(), page.margin, doc.y, {
        characterSpacing: 1.5,
      })
    doc.moveDown(0.4)
  }

  doc.font('Helvetica-Bold').fontSize(17).fillColor(colours.ink).text(site.legalName, page.margin, 132)
  doc.moveDown(0.4)
  doc.font('Helvetica').fontSize(10.5).fillColor(colours.muted).text(press.boilerplate.text, { lineGap: 2.5 })

  heading(press.sheet.figures)
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

  heading(press.sheet.contact)
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(colours.ink)
    .text(`${site.email.press}   ·   ${site.phone.display}   ·   ${site.url.replace(/^https?:\/\//, '')}`)

  heading(press.sheet.offices)
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
  doc.y = Math.max(...officeEnds)

  heading(press.sheet.certificates)
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
    if (certificate.check) doc.text(`${press.sheet.checkAt} ${certificate.check.url}`, { width })
    doc.y += 6
  }

  doc.end()
  return finished
}
