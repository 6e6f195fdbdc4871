// Camera-sized stand-in photos for test builds and the benchmark: 4000x3000 JPEGs of several MB, made
// of noise over gradients so they do not compress away, one of them a phone's portrait shot (stored
// on its side with an EXIF orientation) carrying its GPS position, as the company's photos would.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { mediaFolder } from '../../app/content/photo'
import { photoFieldsVariable } from './content-fields'

const root = path.resolve(import.meta.dirname, '../..')

/** A stand-in photo: its file under content/media, its colours, and whether it is a phone's portrait. */
const samples = [
  { file: 'factory-floor.jpg', from: '#1d3f73', to: '#c2410c', portrait: false },
  { file: 'soccer-kits.jpg', from: '#0f766e', to: '#facc15', portrait: true },
  { file: 'cutting-room.jpg', from: '#7c2d12', to: '#e2e8f0', portrait: false },
] as const

/** The data files' fields that set the stand-ins on the home hero, the soccer page and the factory tour. */
export const sampleFields = {
  'home/home.en.yml': {
    photo: '/media/factory-floor.jpg',
    photoAlt: 'Machinists sewing team kits on the factory floor',
  },
  'home/home.es.yml': { photoAlt: 'Costureras cosiendo equipaciones en la planta de la fábrica' },
  'products/soccer.en.yml': {
    photo: '/media/soccer-kits.jpg',
    photoAlt: 'Sublimated soccer kits laid out for inspection',
  },
  'products/soccer.es.yml': { photoAlt: 'Equipaciones de fútbol sublimadas, listas para la inspección' },
  'factory-tour/factory-tour.en.yml': {
    photo: '/media/cutting-room.jpg',
    photoAlt: 'Fabric being cut to pattern in the cutting room',
  },
  'factory-tour/factory-tour.es.yml': { photoAlt: 'Corte de tejido según patrón en la sala de corte' },
} satisfies Record<string, { photo?: string; photoAlt: string }>

/** Where GPS sits in EXIF (IFD3): a position near Sialkot, which the site must never publish. */
const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '32/1 29/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '74/1 31/1 0/1',
}

/** Gaussian noise of `grain` pixels at `width` x `height`: made small and scaled up, it keeps its blobs. */
const noise = (width: number, height: number, grain: number) =>
  sharp({
    create: {
      width: Math.ceil(width / grain),
      height: Math.ceil(height / grain),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer()

/**
 * A gradient and a soft disc under noise at three scales, as raw pixels: detail at every width the
 * site makes, as a photo of fabric and machines has, so the files weigh what a real photo's would.
 */
async function samplePixels(width: number, height: number, from: string, to: string): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.25}" fill="#fff" fill-opacity="0.35"/></svg>`,
  )
  const base = await sharp(gradient).resize(width, height).png({ compressionLevel: 1 }).toBuffer()
  const layers = await Promise.all([1, 4, 16].map((grain) => noise(width, height, grain)))
  return sharp(base)
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/**
 * Writes the stand-ins to `dir`/content/media, beside a copy of the repository's content, and their
 * fields to `dir`/photo-fields.json, and answers the variables a build reads them with
 * (scripts/photos/content-fields.ts). Smaller than a camera's when `width` is given, for tests that
 * only need the pipeline's shape.
 */
export async function writeSamplePhotos(dir: string, width = 4000): Promise<Record<string, string>> {
  const height = Math.round((width * 3) / 4)
  const contentDir = path.join(dir, 'content')
  // The build reads the words from CONTENT_DIR too: the repository's content, as it is now, beside
  // the stand-ins.
  for (const item of existsSync(contentDir) ? readdirSync(contentDir) : [])
    if (item !== mediaFolder) rmSync(path.join(contentDir, item), { recursive: true, force: true })
  cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  mkdirSync(path.join(contentDir, mediaFolder), { recursive: true })
  for (const sample of samples) {
    // Kept from an earlier run: the same bytes, so the photo step's cache answers for them.
    if (existsSync(path.join(contentDir, mediaFolder, sample.file))) continue
    const pixels = await samplePixels(width, height, sample.from, sample.to)
    // A phone held upright stores its pixels on their side and says so in the EXIF orientation (6).
    const jpeg = await sharp(sample.portrait ? await sharp(pixels).rotate(-90).toBuffer() : pixels)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: sample.portrait ? 6 : 1 })
      .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: gps })
      .toBuffer()
    writeFileSync(path.join(contentDir, mediaFolder, sample.file), jpeg)
  }
  const fieldsFile = path.join(dir, 'photo-fields.json')
  writeFileSync(fieldsFile, JSON.stringify(sampleFields, null, 2))
  return { CONTENT_DIR: contentDir, [photoFieldsVariable]: fieldsFile }
}
