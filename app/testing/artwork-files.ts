import { crc32, deflateSync } from 'node:zlib'

/**
 * Real artwork files made byte by byte, so the tests (unit and end-to-end) choose what a buyer's
 * computer would hold: a PNG of a given pixel size, a vector PDF and an SVG logo.
 */

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG `width` x `height` pixels: an orange disc ringed in navy on a transparent ground, like a badge. */
export function pngLogo(width: number, height = width): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA, deflate, no filter method, no interlace
  const stride = 1 + width * 4
  const pixels = Buffer.alloc(stride * height)
  const [cx, cy, r] = [width / 2, height / 2, Math.min(width, height) * 0.46]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r
      const colour = d > 1 ? undefined : d > 0.82 ? [14, 33, 64] : d > 0.74 ? [255, 255, 255] : [194, 65, 12]
      if (colour) pixels.set([...colour, 255], y * stride + 1 + x * 4)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A one-page PDF whose page draws a filled circle: vector artwork, as a designer exports it. */
export function vectorPdf(): Buffer {
  const circle =
    '0.76 0.25 0.05 rg 100 180 m 144 180 180 144 180 100 c 180 56 144 20 100 20 c 56 20 20 56 20 100 c 20 144 56 180 100 180 c f'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${circle.length} >>\nstream\n${circle}\nendstream`,
  ]
  let text = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = text.length
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

/** A club crest as SVG. */
export function svgLogo(): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
  <path d="M100 6 186 36v70c0 54-38 92-86 108C52 198 14 160 14 106V36Z" fill="#f5b83d" stroke="#0e2140" stroke-width="10"/>
  <path d="M100 40 152 58v48c0 34-22 60-52 72-30-12-52-38-52-72V58Z" fill="#0e2140"/>
  <path d="M70 112 100 72l30 40-30 40Z" fill="#ffffff"/>
</svg>
`,
    'utf8',
  )
}
