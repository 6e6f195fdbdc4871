import { inflateSync } from 'node:zlib'

/**
 * The built-in fonts' text encoding (WinAnsi) is Latin-1 but for the typographer's signs it puts
 * in Latin-1's control codes (Node's `windows-1252` decoder reads those as Latin-1 too).
 */
const winAnsiSigns: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
}
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => winAnsiSigns[byte] ?? String.fromCharCode(byte)).join('')

/**
 * The words a PDF of ours draws, line by line, as a reader copies them (for the tests): each
 * content stream inflated, each text operation's strings (hex codes of the built-in fonts'
 * encoding) joined.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = []
  for (let at = pdf.indexOf('stream\n'); at !== -1; at = pdf.indexOf('stream\n', at + 1)) {
    const end = pdf.indexOf('\nendstream', at)
    let content: string
    try {
      content = inflateSync(pdf.subarray(at + 'stream\n'.length, end)).toString('latin1')
    } catch {
      continue
    }
    for (const operation of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('')
      lines.push(winAnsi(Buffer.from(hex, 'hex')))
    }
  }
  return lines.join('\n')
}

/** The number of pages a PDF of ours has, from its page tree. */
export const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1])
