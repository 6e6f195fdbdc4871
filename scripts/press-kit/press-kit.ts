import { locales } from '../../app/lib/locale'
import { pressKit } from '../../app/lib/press-kit'
import { certificatesCsv } from './certificates-csv'
import { factSheetPdf } from './fact-sheet'
import { logoPng, logoSvg } from './logo'
import { ZipFile } from 'yazl'

/**
 * The press kit's files by their path inside the ZIP: the logo, and a fact sheet and the
 * certificates list in each language.
 */
export async function pressKitFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>([
    [`logo/${pressKit.slug}-logo.svg`, Buffer.from(logoSvg())],
    [`logo/${pressKit.slug}-logo.png`, await logoPng()],
  ])
  for (const locale of locales) {
    files.set(`fact-sheet-${locale}.pdf`, await factSheetPdf(locale))
    files.set(`certificates-${locale}.csv`, Buffer.from(certificatesCsv(locale)))
  }
  return files
}

/** The press kit as one ZIP, its files in a folder named after the brand. */
export async function pressKitZip(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile()
  const mtime = new Date()
  for (const [name, content] of files) {
    // PNG and PDF are compressed already: stored as they are, they unpack no slower.
    const compress = !/\.(png|pdf)$/.test(name)
    zip.addBuffer(content, `${pressKit.folder}/${name}`, { mtime, compress })
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
