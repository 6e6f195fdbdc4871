import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shownCertificates } from '../../app/content/certificates'
import { productSlugs } from '../../app/content/product-menu'
import { site } from '../../app/content/site'
import { stylesOf } from '../../app/content/styles'
import { lineSheetPath } from '../../app/lib/line-sheets'
import { locales } from '../../app/lib/locale'
import { pageCount, pdfText } from '../pdf/read-pdf'
import { lineSheetArt, printPhoto, printWidth } from './art'
import { lineSheetPdf } from './line-sheet'
import { lineSheetFiles, lineSheetSubjects } from './line-sheets'

const edition = '2026-11-27'
const fileName = (...args: Parameters<typeof lineSheetPath>) =>
  lineSheetPath(...args)
    .split('/')
    .at(-1)!
const everyCode = productSlugs.flatMap((slug) => stylesOf(slug, 'en').map((style) => style.code))

describe('the line sheets', () => {
  let files: Map<string, Buffer>
  beforeAll(async () => {
    files = await lineSheetFiles(edition, 'content')
  })

  it('are made for every category and for all of them, in each language', () => {
    expect([...files.keys()].sort()).toEqual(
      locales.flatMap((locale) => lineSheetSubjects.map((subject) => fileName(subject, locale))).sort(),
    )
    for (const [name, pdf] of files) {
      expect(pdf.subarray(0, 5).toString('latin1'), name).toBe('%PDF-')
      // A category's sheet fetches on a phone without a second thought; the whole range stays
      // small enough to mail.
      expect(pdf.length, name).toBeLessThan((name.startsWith('all.') ? 2048 : 400) * 1024)
    }
  })

  it('print every style code of their category, and no other, with the company on the cover', () => {
    expect(everyCode.length).toBeGreaterThan(0)
    for (const locale of locales) {
      for (const slug of productSlugs) {
        const text = pdfText(files.get(fileName(slug, locale))!)
        const codes = stylesOf(slug, locale).map((style) => style.code)
        for (const code of codes) expect(text, `${slug}.${locale}`).toContain(code)
        for (const code of everyCode.filter((other) => !codes.includes(other)))
          expect(text, `${slug}.${locale}`).not.toContain(code)
        expect(text).toContain(site.legalName)
        expect(text).toContain(site.email.info)
        for (const certificate of shownCertificates) expect(text).toContain(certificate.number)
      }
      const all = pdfText(files.get(fileName('all', locale))!)
      for (const code of everyCode) expect(all).toContain(code)
    }
  })

  it('name each style and its figures in the sheet’s language, and number and date every page', () => {
    // As a reader copies a paragraph: its lines joined by a space.
    const read = (name: string) => pdfText(files.get(name)!).replace(/ *\n/g, ' ')
    const soccer = { en: read('soccer.en.pdf'), es: read('soccer.es.pdf') }
    for (const locale of locales)
      for (const style of stylesOf('soccer', locale)) expect(soccer[locale]).toContain(style.name)
    expect(soccer.en).toContain('Line sheet')
    expect(soccer.en).toContain('Edition of 27 November 2026')
    expect(soccer.en).toContain(
      'Moisture-wicking polyester, 140-180\u00a0gsm; Recycled polyester, 130-180\u00a0gsm',
    )
    expect(soccer.en).toContain(
      "Adult (unisex): XS-3XL; Women's: XS-XXL; Youth (US sizes): YXS-YXL (age 4-14)",
    )
    expect(soccer.en).toContain('30-45\u00a0days after sample approval')
    expect(soccer.en).toContain('500-1,000\u00a0pieces per design')
    expect(soccer.es).toContain('Catálogo de modelos')
    expect(soccer.es).toContain('Edición del 27 de noviembre de 2026')
    expect(soccer.es).toContain('Poliéster transpirable (140-180\u00a0g/m²)')
    expect(soccer.es).toContain('Infantil (tallas Y): YXS-YXL (4-14\u00a0años)')
    expect(soccer.es).toContain('500-1000\u00a0unidades por diseño')
    const pages = pageCount(files.get('soccer.es.pdf')!)
    expect(pages).toBeGreaterThan(1)
    expect(soccer.es).toContain(`Página 1 de ${pages}`)
    expect(soccer.es).toContain(`Página ${pages} de ${pages}`)
  })
})

describe('a style photo on a line sheet', () => {
  let contentDir: string
  beforeAll(() => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'line-sheet-'))
    mkdirSync(path.join(contentDir, 'media'))
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('is cut to 4:3 at the print width as a JPEG without the camera’s metadata, and printed', async () => {
    // A camera's photo: large, with its maker and position in its EXIF block.
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2a6' } })
      .withExif({ IFD0: { Make: 'ExampleCam', Model: 'X1' } })
      .jpeg({ quality: 95 })
      .toBuffer()
    writeFileSync(path.join(contentDir, 'media', 'match-shirt.jpg'), camera)
    const printed = await printPhoto(contentDir, '/media/match-shirt.jpg')
    const metadata = await sharp(printed).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: printWidth, height: (printWidth * 3) / 4 })
    expect(metadata.exif).toBeUndefined()
    expect(printed.length).toBeLessThan(camera.length / 4)

    const [style] = stylesOf('soccer', 'en')
    const art = await lineSheetArt(contentDir, ['/media/match-shirt.jpg'], ['soccer'])
    const withPhoto = await lineSheetPdf({
      subject: 'soccer',
      locale: 'en',
      categories: [{ slug: 'soccer', styles: [{ ...style!, photos: ['/media/match-shirt.jpg'] }] }],
      edition,
      art,
    })
    // The photo is embedded as the JPEG it is, not the category's drawing.
    expect(withPhoto.includes(printed)).toBe(true)
    expect(withPhoto.includes(art.drawings.get('soccer')!)).toBe(false)
  })
})
