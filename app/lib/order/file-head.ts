/**
 * What a file's first bytes say it is. Every check here reads the head once from the start, a
 * bounded number of steps per byte, and never uses a regular expression: the bytes are whatever a
 * visitor sent, and a check that can backtrack would let one small file hold the event loop.
 */

export type HeadType = 'png' | 'jpeg' | 'pdf' | 'eps' | 'svg'

/** How much of a head is read as text to find an SVG's root or an EPS's comment. */
export const textHeadBytes = 4096

/** Whether `head` holds `bytes` from `at` on. */
export const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte)
export const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const png = [0x89, ...ascii('PNG\r\n\x1a\n')]
const jpeg = [0xff, 0xd8, 0xff]
const pdf = ascii('%PDF-')
/** An EPS file with a DOS preview header in front of the PostScript. */
const epsPreview = [0xc5, 0xd0, 0xd3, 0xc6]

/** What `head` holds, of the types we take; `undefined` for anything else. */
export function headType(head: Uint8Array): HeadType | undefined {
  if (startsWith(head, png)) return 'png'
  if (startsWith(head, jpeg)) return 'jpeg'
  if (startsWith(head, pdf)) return 'pdf'
  if (startsWith(head, epsPreview)) return 'eps'
  const text = new TextDecoder().decode(head.subarray(0, textHeadBytes))
  if (isEpsComment(text)) return 'eps'
  return isSvgText(text) ? 'svg' : undefined
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'

/** PostScript's first line for an EPS file: `%!PS-Adobe-<d>.<d> EPSF-`. */
export function isEpsComment(text: string): boolean {
  const start = '%!PS-Adobe-'
  if (!text.startsWith(start)) return false
  const at = start.length
  return (
    isDigit(text[at]) && text[at + 1] === '.' && isDigit(text[at + 2]) && text.startsWith(' EPSF-', at + 3)
  )
}

/** XML's white space (space, tab, line feed, carriage return). */
const isXmlSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r'

function skipSpace(text: string, from: number): number {
  let at = from
  while (isXmlSpace(text[at])) at++
  return at
}

const startsWithFolded = (text: string, word: string, at: number) =>
  text.slice(at, at + word.length).toLowerCase() === word

/**
 * Whether `text` is the start of an SVG document: an optional byte-order mark, an optional XML
 * declaration, any comments and document type declarations, then the `<svg` root element. Each
 * step moves forward past what it recognised with one `indexOf`, so the whole check is linear in
 * the length of `text`, whatever it holds.
 */
export function isSvgText(text: string): boolean {
  let at = text.startsWith('\uFEFF') ? 1 : 0
  at = skipSpace(text, at)
  if (startsWithFolded(text, '<?xml', at)) {
    const end = text.indexOf('>', at)
    if (end < 0) return false
    at = skipSpace(text, end + 1)
  }
  for (;;) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4)
      if (end < 0) return false
      at = skipSpace(text, end + 3)
    } else if (startsWithFolded(text, '<!doctype', at)) {
      const end = text.indexOf('>', at)
      if (end < 0) return false
      at = skipSpace(text, end + 1)
    } else break
  }
  if (!startsWithFolded(text, '<svg', at)) return false
  const next = text[at + 4]
  return next === '>' || isXmlSpace(next)
}
