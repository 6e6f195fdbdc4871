import { facts } from '~/content/figures'
import type { Placement } from './catalogue'
import { ascii, headType, startsWith } from './file-head'

/**
 * The artwork a quotation may carry, and how a file is judged, the same in the browser before it
 * is sent and in the collector as it arrives: by its first bytes, never by its name alone.
 */

/** The field every file is posted under, one part per file. */
export const artworkField = 'Artwork'

const megabyte = 1024 * 1024
export const artworkLimits = {
  files: 5,
  fileBytes: 20 * megabyte,
  totalBytes: 50 * megabyte,
  /**
   * The most pixels an image may have. A 20 MB PNG of one flat colour can unpack to gigabytes in a
   * viewer (a decompression bomb); 100 million pixels is a 1 m wide print at 300 ppi.
   */
  pixels: 100_000_000,
  /** How much of a file's start is read to judge it: enough to reach a JPEG's size after its metadata. */
  headBytes: 256 * 1024,
} as const

export const artworkTypes = ['png', 'jpeg', 'svg', 'pdf', 'ai', 'eps'] as const
export type ArtworkType = (typeof artworkTypes)[number]

/** What each name ending says a file is. */
const byExtension: Record<string, ArtworkType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  svg: 'svg',
  pdf: 'pdf',
  ai: 'ai',
  eps: 'eps',
}

/** The media types browsers and mail programs give each type; an unknown one is not held against a file. */
const mediaTypes: Record<ArtworkType, string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  svg: ['image/svg+xml'],
  pdf: ['application/pdf'],
  ai: [
    'application/pdf',
    'application/illustrator',
    'application/vnd.adobe.illustrator',
    'application/postscript',
  ],
  eps: ['application/postscript', 'application/eps', 'application/x-eps', 'image/eps', 'image/x-eps'],
}
const unknownMediaTypes = ['', 'application/octet-stream', 'binary/octet-stream']

/** For the file input's `accept`: the endings, and the media types of systems that filter by them. */
export const acceptedFiles = [
  ...Object.keys(byExtension).map((extension) => `.${extension}`),
  ...new Set(Object.values(mediaTypes).flat()),
].join(',')

export type ArtworkKind = 'raster' | 'vector'

export interface JudgedArtwork {
  type: ArtworkType
  kind: ArtworkKind
  /** A raster image's size in pixels, when its header gives it. */
  width?: number
  height?: number
}

export type ArtworkProblem =
  'UNSUPPORTED_FILE_TYPE' | 'FILE_TYPE_MISMATCH' | 'IMAGE_TOO_LARGE' | 'IMAGE_SIZE_UNREADABLE'

/** The width and height in a PNG's header chunk, which must come first. */
function pngSize(head: Uint8Array) {
  if (!startsWith(head, ascii('IHDR'), 12) || head.length < 24) return undefined
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** The width and height in a JPEG's frame header, found by walking its segments. */
function jpegSize(head: Uint8Array) {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  let at = 2
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return undefined
    const marker = head[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    // SOF0-SOF15 carry the frame's size; C4 (tables), C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    }
    at += 2 + view.getUint16(at + 2)
  }
  return undefined
}

/**
 * Judges a file by its name, the media type it was sent with and its first bytes
 * (`artworkLimits.headBytes` of them): its type, whether it is drawn (vector) or made of pixels,
 * and an image's size. A type we do not take, content that is not what the name and media type
 * say (a PNG named `.pdf`), or an image of too many pixels is a problem.
 */
export function judgeArtwork(
  name: string,
  mediaType: string,
  head: Uint8Array,
): { artwork: JudgedArtwork } | { problem: ArtworkProblem } {
  const named = byExtension[name.toLowerCase().split('.').pop() ?? '']
  if (!named) return { problem: 'UNSUPPORTED_FILE_TYPE' }
  const content = headType(head)
  // An Illustrator file is taken when it was saved PDF-compatible: it is then a PDF inside.
  const matches = content === named || (named === 'ai' && content === 'pdf')
  const media = mediaType.toLowerCase().split(';')[0]!.trim()
  if (!matches || !(unknownMediaTypes.includes(media) || mediaTypes[named].includes(media)))
    return { problem: 'FILE_TYPE_MISMATCH' }
  if (named !== 'png' && named !== 'jpeg') return { artwork: { type: named, kind: 'vector' } }
  const size = named === 'png' ? pngSize(head) : jpegSize(head)
  if (named === 'png' && !size) return { problem: 'FILE_TYPE_MISMATCH' }
  // An image whose size the head does not give cannot be held to the pixel limit, so it is refused.
  if (!size) return { problem: 'IMAGE_SIZE_UNREADABLE' }
  if (size.width * size.height > artworkLimits.pixels) return { problem: 'IMAGE_TOO_LARGE' }
  return { artwork: { type: named, kind: 'raster', ...size } }
}

/** Pixels per inch when an image `width` pixels wide is printed as wide as the placement allows. */
export const effectivePpi = (width: number, placement: Placement) =>
  Math.round(width / (facts.printWidthCm[placement] / 2.54))

/** Good from 300 ppi, usable from 150, too low below (figures.ts). */
export function resolutionOf(ppi: number): 'good' | 'usable' | 'low' {
  if (ppi >= facts.artworkPpi.good) return 'good'
  return ppi >= facts.artworkPpi.usable ? 'usable' : 'low'
}
