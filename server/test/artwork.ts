import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG as a file's first bytes show it: the signature and a header chunk of the given size, then
 * `bytes` in all of random data (the collector judges the start, and stores what it is sent).
 */
export function pngFile(width: number, height: number, bytes = 4096): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const start = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header)])
  return Buffer.concat([start, randomBytes(Math.max(0, bytes - start.length))])
}

/** A PDF's first line, then random data up to `bytes`. */
export function pdfFile(bytes = 4096): Buffer {
  const start = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  return Buffer.concat([start, randomBytes(Math.max(0, bytes - start.length))])
}

export interface FilePart {
  /** The part's field name; `Artwork` unless said. */
  field?: string
  /** Left out: a part with no `filename` at all. */
  filename?: string
  type?: string
  content: Buffer
}

/** A multipart body as a browser writes one: the fields, then one part per file. */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart[],
  boundary = 'ArtworkBoundary7MA4YWxk',
) {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  for (const file of files) {
    const filename = file.filename === undefined ? '' : `; filename="${file.filename}"`
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'Artwork'}"${filename}\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  }
}

const latin1 = (value: Buffer | string) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : value)

/** `unit` repeated to fill `bytes`, after `start`, then `end`. */
function filled(start: Buffer | string, unit: Buffer | string, end: Buffer | string = 'x', bytes = 4096) {
  const head = latin1(start)
  const tail = latin1(end)
  const piece = latin1(unit)
  const count = Math.max(0, Math.floor((bytes - head.length - tail.length) / piece.length))
  return Buffer.concat([head, Buffer.alloc(count * piece.length, piece), tail])
}

/**
 * File heads built to make a careless check work hard: long runs of what each type's check skips
 * or walks (XML comments, declarations, white space, JPEG fill bytes and empty segments), each
 * 4 KB and each after every type's own first bytes, never finished the way the check hopes.
 */
export function adversarialHeads(): Array<{ label: string; head: Buffer }> {
  const starts: Record<string, Buffer | string> = {
    none: '',
    svg: '<?xml version="1.0"?>',
    png: '\x89PNG\r\n\x1a\n',
    jpeg: Buffer.from([0xff, 0xd8, 0xff]),
    pdf: '%PDF-1.7\n',
    eps: '%!PS-Adobe-3.0 EPSF-3.0\n',
    'eps preview': Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]),
  }
  const runs: Record<string, [Buffer | string, (Buffer | string)?]> = {
    'empty comments': ['<!---->'],
    'comments with white space': ['<!-- -->\n'],
    'comment openings': ['<!--'],
    'an unclosed comment': ['-', '<!--'],
    'dashes in a comment': ['--', '<!--'],
    doctypes: ['<!DOCTYPE svg>'],
    'doctype openings': ['<!DOCTYPE'],
    'XML declarations': ['<?xml '],
    'white space': [' \t\r\n'],
    'byte-order marks': ['\xef\xbb\xbf'],
    'svg openings': ['<svg'],
    'EPS comments': ['%!PS-Adobe-3.0 '],
    'JPEG fill bytes': [Buffer.from([0xff])],
    'empty JPEG segments': [Buffer.from([0xff, 0xe1, 0x00, 0x02])],
    'JPEG markers': [Buffer.from([0xff, 0xd8])],
  }
  return Object.entries(starts).flatMap(([type, start]) =>
    Object.entries(runs).map(([run, [unit, before]]) => ({
      label: `${type} then ${run}`,
      head: filled(Buffer.concat([latin1(start), latin1(before ?? '')]), unit),
    })),
  )
}
