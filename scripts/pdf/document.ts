import PDFDocument from 'pdfkit'
import { brandColours as brand } from '../../app/lib/brand-tokens'
import type { Locale } from '../../app/lib/locale'

/**
 * What the company's PDFs (the press kit's fact sheet, the line sheets) share: A4 pages in the
 * brand's colours, drawn by pdfkit in the built-in Helvetica, whose Latin-1 letters cover English
 * and Spanish, so no font is embedded and the text stays real, selectable text.
 */
export const colours = {
  navy: brand.navy900,
  gold: brand.gold,
  accent: brand.accent,
  ink: brand.ink,
  muted: brand.muted,
  line: brand.line,
  surface: brand.surface,
}
export const page = { width: 595.28, height: 841.89, margin: 50 }
export const body = page.width - 2 * page.margin

/** A new A4 document in a language, and its bytes once `doc.end()` is called. */
export function pdfDocument(
  locale: Locale,
  info: { Title: string; Author: string; Subject: string },
  { bufferPages = false } = {},
): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    lang: locale,
    displayTitle: true,
    bufferPages,
    info,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, finished }
}

/**
 * The brand band across the top of a page, `height` points tall with the accent rule under it:
 * the brand's name and suffix on the left, and `title` on the right.
 */
export function brandBand(
  doc: PDFKit.PDFDocument,
  { brandName, suffix, title, height = 104, left = page.margin }: BrandBand,
) {
  doc.rect(0, 0, page.width, height).fill(colours.navy)
  doc.rect(0, height, page.width, 4).fill(colours.accent)
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#ffffff').text(brandName.toUpperCase(), left, 34)
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.gold)
    .text(suffix.toUpperCase(), left, 64, { characterSpacing: 3 })
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(title, page.margin, 40, { width: body, align: 'right' })
}

interface BrandBand {
  brandName: string
  suffix: string
  title: string
  height?: number
  /** Where the brand's name starts: further in when a mark stands before it. */
  left?: number
}

/** A section's small capitals heading in the accent colour, a little space above and below. */
export function sectionHeading(doc: PDFKit.PDFDocument, text: string, x = page.margin) {
  doc.moveDown(1.1)
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.accent)
    .text(text.toUpperCase(), x, doc.y, { characterSpacing: 1.5 })
  doc.moveDown(0.4)
}
