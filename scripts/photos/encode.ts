// Makes a photo's files for one place: cut to the place's shape, turned upright, stripped of its
// metadata (the camera, the time, the GPS position), at each width in AVIF, WebP and JPEG, with a
// tiny blurred copy to paint first. Kept by the hash of the input and the settings, so a photo is
// encoded once, whatever number of builds follow.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { BuiltPhoto, PhotoFile } from '../../app/lib/photo-places'
import { mediaPath } from '../../app/content/photo'

/** What the encoder makes of a place's photo; the alt text is the data's. */
export type EncodedPhoto = Omit<BuiltPhoto, 'alt'>

export interface PlaceShape {
  aspect: readonly [number, number]
  widths: readonly number[]
}

/**
 * Quality settings: where a visitor could not tell the file from the original at the box's size.
 * AVIF keeps colour at half the resolution of brightness, as the JPEG and the WebP do (the eye sees
 * far less detail in colour): its encoder keeps full colour unless told, a third more bytes for
 * the largest photo on a phone's first screen, which shares the connection with the page.
 */
const formats = {
  avif: { extension: 'avif', options: { quality: 45, effort: 4, chromaSubsampling: '4:2:0' } },
  webp: { extension: 'webp', options: { quality: 72, effort: 4 } },
  jpeg: { extension: 'jpg', options: { quality: 74, mozjpeg: true } },
} as const
type Format = keyof typeof formats

/** Width of the blurred copy: a few hundred bytes, scaled up by the browser, which blurs it. */
const placeholderWidth = 16

/** Anything that changes the output changes the key: the bytes, the place's shape, the encoder. */
function cacheKey(bytes: Buffer, shape: PlaceShape): string {
  return createHash('sha256')
    .update(bytes)
    .update(JSON.stringify({ shape, formats, placeholderWidth, sharp: sharp.versions }))
    .digest('hex')
    .slice(0, 16)
}

/** A file name a URL carries as it is: the photo's own name in lower case, letters and digits only. */
const slug = (file: string) =>
  path
    .parse(file)
    .name.toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'photo'

/** The widths to make: the place's, less those wider than the photo; the photo's own if it is smaller still. */
function widthsFor(shape: PlaceShape, widest: number): number[] {
  const fitting = shape.widths.filter((width) => width <= widest)
  return fitting.length > 0 ? fitting : [widest]
}

const heightFor = (shape: PlaceShape, width: number) =>
  Math.round((width * shape.aspect[1]) / shape.aspect[0])

/**
 * The photo `source` for a place of `shape`, its files written to `mediaDir`; the cache in `cacheDir`
 * answers a photo it has seen with the same settings.
 */
export async function encodePhoto(
  source: string,
  shape: PlaceShape,
  { cacheDir, mediaDir }: { cacheDir: string; mediaDir: string },
): Promise<{ photo: EncodedPhoto; cached: boolean }> {
  const bytes = readFileSync(source)
  const key = cacheKey(bytes, shape)
  const entryDir = path.join(cacheDir, key)
  const entryFile = path.join(entryDir, 'photo.json')
  const cached = existsSync(entryFile)
  if (!cached) await encodeInto(bytes, shape, `${slug(source)}-${key.slice(0, 10)}`, entryDir)
  const photo = JSON.parse(readFileSync(entryFile, 'utf8')) as EncodedPhoto
  mkdirSync(mediaDir, { recursive: true })
  for (const file of [...photo.avif, ...photo.webp, ...photo.jpeg]) {
    const name = file.src.slice(mediaPath.length)
    copyFileSync(path.join(entryDir, name), path.join(mediaDir, name))
  }
  return { photo, cached }
}

async function encodeInto(bytes: Buffer, shape: PlaceShape, name: string, entryDir: string) {
  // Measured upright (after its EXIF orientation), so the width is the one a person sees.
  const { autoOrient: upright } = await sharp(bytes, { failOn: 'error' }).metadata()
  const widest = Math.min(upright.width, Math.floor((upright.height * shape.aspect[0]) / shape.aspect[1]))
  const widths = widthsFor(shape, widest)
  const largest = widths.at(-1)!
  // Decoded, turned and cut once at the largest width; every other file is made from these pixels,
  // which carry no metadata at all. A transparent PNG's clear parts turn white, as on the page.
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .autoOrient()
    .resize(largest, heightFor(shape, largest), { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

  const partial = `${entryDir}.partial`
  mkdirSync(partial, { recursive: true })
  const files = {} as Record<Format, PhotoFile[]>
  for (const format of Object.keys(formats) as Format[]) {
    const { extension, options } = formats[format]
    files[format] = []
    for (const width of widths) {
      const fileName = `${name}-${width}.${extension}`
      await pixels()
        .resize(width, heightFor(shape, width))
        .toFormat(format, options)
        .toFile(path.join(partial, fileName))
      files[format].push({ src: `${mediaPath}${fileName}`, width })
    }
  }
  const tiny = await pixels()
    .resize(placeholderWidth, heightFor(shape, placeholderWidth))
    .webp({ quality: 40 })
    .toBuffer()
  const photo: EncodedPhoto = {
    width: largest,
    height: heightFor(shape, largest),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    ...files,
  }
  writeFileSync(path.join(partial, 'photo.json'), `${JSON.stringify(photo, null, 2)}\n`)
  // Whole or absent: a build stopped halfway leaves a partial folder, never a cache entry. Two builds
  // that made the same entry at once made the same files; the first one's stays.
  if (existsSync(entryDir)) rmSync(partial, { recursive: true, force: true })
  else renameSync(partial, entryDir)
}

/** The photo step's cache: outside node_modules, which `npm ci` empties, so CI can keep it between runs. */
export const photoCacheDir = (root: string) =>
  path.resolve(root, process.env.PHOTO_CACHE_DIR || path.join('.cache', 'photos'))
