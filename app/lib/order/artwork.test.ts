import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { effectivePpi, judgeArtwork, resolutionOf } from './artwork'

/** A real PNG's first bytes: the signature and a header chunk of the given size. */
function png(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(25)
  header.writeUInt32BE(13, 0)
  header.write('IHDR', 4, 'latin1')
  header.writeUInt32BE(width, 8)
  header.writeUInt32BE(height, 12)
  header.set([8, 6, 0, 0, 0], 16)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    header,
    deflateSync(''),
  ])
}

/** A JPEG's start: SOI, an APP0 segment, then a baseline frame header of the given size. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(12)])
}

const text = (value: string) => new TextEncoder().encode(value)

describe('judging artwork by its first bytes', () => {
  it('reads the size of PNG and JPEG images', () => {
    expect(judgeArtwork('logo.png', 'image/png', png(3000, 1200))).toEqual({
      artwork: { type: 'png', kind: 'raster', width: 3000, height: 1200 },
    })
    expect(judgeArtwork('crest.JPG', 'image/jpeg', jpeg(800, 600))).toEqual({
      artwork: { type: 'jpeg', kind: 'raster', width: 800, height: 600 },
    })
  })

  it('takes vector files: SVG, PDF, PDF-compatible AI and EPS', () => {
    const svg = text(
      '\uFEFF<?xml version="1.0"?>\n<!-- Illustrator --><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg">',
    )
    expect(judgeArtwork('logo.svg', 'image/svg+xml', svg)).toEqual({
      artwork: { type: 'svg', kind: 'vector' },
    })
    expect(judgeArtwork('logo.pdf', 'application/pdf', text('%PDF-1.7\n'))).toEqual({
      artwork: { type: 'pdf', kind: 'vector' },
    })
    expect(judgeArtwork('logo.ai', 'application/postscript', text('%PDF-1.6\n'))).toEqual({
      artwork: { type: 'ai', kind: 'vector' },
    })
    expect(judgeArtwork('logo.eps', '', text('%!PS-Adobe-3.0 EPSF-3.0\n'))).toEqual({
      artwork: { type: 'eps', kind: 'vector' },
    })
  })

  it('refuses what its name says it is not, whatever the media type claims', () => {
    expect(judgeArtwork('logo.pdf', 'application/pdf', png(100, 100))).toEqual({
      problem: 'FILE_TYPE_MISMATCH',
    })
    expect(judgeArtwork('logo.png', 'application/pdf', png(100, 100))).toEqual({
      problem: 'FILE_TYPE_MISMATCH',
    })
    expect(judgeArtwork('logo.svg', 'image/svg+xml', text('<html><script>'))).toEqual({
      problem: 'FILE_TYPE_MISMATCH',
    })
    // An Illustrator file saved without PDF compatibility is PostScript we cannot open.
    expect(judgeArtwork('logo.ai', '', text('%!PS-Adobe-3.0\n'))).toEqual({ problem: 'FILE_TYPE_MISMATCH' })
  })

  it('refuses types it does not take', () => {
    expect(judgeArtwork('logo.gif', 'image/gif', text('GIF89a'))).toEqual({
      problem: 'UNSUPPORTED_FILE_TYPE',
    })
    expect(judgeArtwork('setup.exe', '', text('MZ'))).toEqual({ problem: 'UNSUPPORTED_FILE_TYPE' })
    expect(judgeArtwork('logo', '', png(10, 10))).toEqual({ problem: 'UNSUPPORTED_FILE_TYPE' })
  })

  it('refuses an image of more pixels than a viewer should unpack', () => {
    expect(judgeArtwork('bomb.png', 'image/png', png(20_000, 20_000))).toEqual({ problem: 'IMAGE_TOO_LARGE' })
    expect(judgeArtwork('bomb.jpg', 'image/jpeg', jpeg(60_000, 60_000))).toEqual({
      problem: 'IMAGE_TOO_LARGE',
    })
  })

  it('refuses a JPEG whose size its head does not give, which the pixel limit could not hold', () => {
    // A metadata segment as long as a segment can be, four times over: the frame header lies past the head.
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xfffd)])
    const frame = Buffer.from(jpeg(60_000, 60_000)).subarray(20)
    const head = Buffer.concat([Buffer.from([0xff, 0xd8]), segment, segment, segment, segment, frame])
    expect(judgeArtwork('bomb.jpg', 'image/jpeg', head.subarray(0, 256 * 1024))).toEqual({
      problem: 'IMAGE_SIZE_UNREADABLE',
    })
    // A JPEG's start and nothing after it.
    expect(judgeArtwork('cut.jpg', 'image/jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      problem: 'IMAGE_SIZE_UNREADABLE',
    })
  })
})

describe('judging resolution at the print width', () => {
  it('turns pixels into ppi at the placement width and rates it', () => {
    // 25 cm on the chest: 2953 px is 300 ppi.
    expect(effectivePpi(2953, 'front')).toBe(300)
    expect(resolutionOf(effectivePpi(2953, 'front'))).toBe('good')
    expect(resolutionOf(effectivePpi(1500, 'front'))).toBe('usable')
    expect(resolutionOf(effectivePpi(300, 'front'))).toBe('low')
    // The same 300 px is plenty on a sleeve, 8 cm wide.
    expect(resolutionOf(effectivePpi(1000, 'sleeves'))).toBe('good')
  })
})
