import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { certificates, shownCertificates } from '../../app/content/certificates'
import { site } from '../../app/content/site'
import { pressKit } from '../../app/lib/press-kit'
import { pressKitFiles, pressKitZip } from './press-kit'
import { pageCount, pdfText } from '../pdf/read-pdf'
import { readZip } from './read-zip'

describe('the press kit', () => {
  it('unzips into the files the press page lists, each whole', async () => {
    const built = await pressKitFiles()
    const zip = await pressKitZip(built)
    // Small enough to fetch on a phone without a second thought.
    expect(zip.length).toBeLessThan(150 * 1024)
    const unpacked = await readZip(zip)
    expect([...unpacked.keys()].sort()).toEqual(
      [
        `logo/${pressKit.slug}-logo.png`,
        `logo/${pressKit.slug}-logo.svg`,
        'fact-sheet-en.pdf',
        'fact-sheet-es.pdf',
        'certificates-en.csv',
        'certificates-es.csv',
      ]
        .map((name) => `${pressKit.folder}/${name}`)
        .sort(),
    )
    for (const [name, content] of built) expect(unpacked.get(`${pressKit.folder}/${name}`)).toEqual(content)
  })

  it('holds the logo as an SVG drawing and as a PNG image of it', async () => {
    const files = await pressKitFiles()
    const svg = files.get(`logo/${pressKit.slug}-logo.svg`)!.toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain(site.brand.toUpperCase())
    const png = await sharp(files.get(`logo/${pressKit.slug}-logo.png`)!).metadata()
    expect(png).toMatchObject({ format: 'png', width: 1560, height: 360, hasAlpha: true })
  })

  it('holds a one-page fact sheet in each language with the company and its certificates in force', async () => {
    const files = await pressKitFiles()
    const lapsed = certificates.filter((entry) => !shownCertificates.includes(entry))
    expect(lapsed.length).toBeGreaterThan(0)
    for (const [locale, title] of [
      ['en', 'Company fact sheet'],
      ['es', 'Ficha de la empresa'],
    ] as const) {
      const pdf = files.get(`fact-sheet-${locale}.pdf`)!
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.length).toBeLessThan(40 * 1024)
      expect(pageCount(pdf)).toBe(1)
      const text = pdfText(pdf)
      expect(text).toContain(site.legalName)
      expect(text).toContain(title)
      expect(text).toContain(site.email.press)
      for (const entry of shownCertificates) expect(text).toContain(entry.number)
      for (const entry of lapsed) expect(text).not.toContain(entry.number)
    }
    expect(pdfText(files.get('fact-sheet-en.pdf')!)).toContain('Valid: 1 March 2025 to 29 February 2028.')
    expect(pdfText(files.get('fact-sheet-es.pdf')!)).toContain(
      'Validez: del 1 de marzo de 2025 al 29 de febrero de 2028.',
    )
  })

  it('lists the certificates in force as a spreadsheet, headed in each language', async () => {
    const files = await pressKitFiles()
    for (const [locale, heading] of [
      ['en', '\ufeffStandard,Issued by,Number,Valid from,Valid until,Scope,Check with the issuer'],
      [
        'es',
        '\ufeffNorma,Emitido por,Número,Válido desde,Válido hasta,Alcance,Verificación con la entidad emisora',
      ],
    ] as const) {
      const rows = files.get(`certificates-${locale}.csv`)!.toString('utf8').split('\r\n')
      expect(rows[0]).toBe(heading)
      expect(rows.at(-1)).toBe('')
      expect(rows).toHaveLength(shownCertificates.length + 2)
      expect(rows[1]).toContain(`,${shownCertificates[0]!.number},${shownCertificates[0]!.validFrom},`)
    }
  })
})
