// A camera-sized stand-in photo for test builds and the benchmark: a 4000x3000 JPEG of several MB,
// made of noise over a gradient so it does not compress away, carrying the camera and the GPS
// position of the factory, as the company's photos would. It is set on the home hero, a category page
// and the factory tour of a copy of the content, which a build reads through CONTENT_DIR.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { parseDocument } from 'yaml'
import { mediaFolder, mediaPath } from '../../app/content/photo'
import type { Locale } from '../../app/lib/locale'

const root = path.resolve(import.meta.dirname, '../..')

/** The stand-in on the home hero: its file under content/media, its colours, and its words. */
export const samplePhoto = {
  file: 'factory-floor.jpg',
  from: '#1d3f73',
  to: '#c2410c',
  alt: {
    en: 'Machinists sewing team kits on the factory floor',
    es: 'Costureras cosiendo equipaciones en la planta de la fábrica',
  } satisfies Record<Locale, string>,
}

/**
 * The other places the same stand-in is set, with their own words: a category page's hero (its
 * main image) and the factory tour (below the fold).
 */
export const samplePlaces = {
  category: {
    route: '/products/soccer',
    files: { en: 'products/soccer.en.yml', es: 'products/soccer.es.yml' },
    alt: {
      en: 'Sublimated football shirts laid out for inspection',
      es: 'Camisetas de fútbol sublimadas preparadas para la inspección',
    },
  },
  factoryTour: {
    route: '/factory-tour',
    files: { en: 'factory-tour/factory-tour.en.yml', es: 'factory-tour/factory-tour.es.yml' },
    alt: {
      en: 'The cutting tables of the factory in Sialkot',
      es: 'Las mesas de corte de la fábrica de Sialkot',
    },
  },
} satisfies Record<string, { route: string; files: Record<Locale, string>; alt: Record<Locale, string> }>

/**
 * Sets (or, for undefined, removes) top-level fields of a data file in a content folder, as an
 * editor would in the CMS; the rest of the file stays as written.
 */
export function setFields(contentDir: string, file: string, fields: Record<string, string | undefined>) {
  const full = path.join(contentDir, file)
  const document = parseDocument(readFileSync(full, 'utf8'))
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) document.delete(name)
    else document.set(name, value)
  }
  writeFileSync(full, String(document))
}

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
 * Copies the site's content to `dir`/content with the stand-in uploaded and set on the home hero, a
 * category and the factory tour,
 * and answers the variables a build reads it with. The photo is made once and kept in `dir`, so the
 * photo step's cache answers for it on the next run. Smaller than a camera's when `width` is given,
 * for tests that only need the pipeline's shape.
 */
export async function writeSamplePhotos(dir: string, width = 4000): Promise<Record<string, string>> {
  const height = Math.round((width * 3) / 4)
  const made = path.join(dir, samplePhoto.file)
  if (!existsSync(made)) {
    mkdirSync(dir, { recursive: true })
    const pixels = await samplePixels(width, height, samplePhoto.from, samplePhoto.to)
    const jpeg = await sharp(pixels)
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: gps })
      .toBuffer()
    writeFileSync(made, jpeg)
  }
  const contentDir = path.join(dir, 'content')
  rmSync(contentDir, { recursive: true, force: true })
  cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  mkdirSync(path.join(contentDir, mediaFolder), { recursive: true })
  cpSync(made, path.join(contentDir, mediaFolder, samplePhoto.file))
  setFields(contentDir, 'home/home.en.yml', {
    photo: `${mediaPath}${samplePhoto.file}`,
    photoAlt: samplePhoto.alt.en,
  })
  setFields(contentDir, 'home/home.es.yml', { photoAlt: samplePhoto.alt.es })
  for (const place of Object.values(samplePlaces)) {
    setFields(contentDir, place.files.en, {
      photo: `${mediaPath}${samplePhoto.file}`,
      photoAlt: place.alt.en,
    })
    setFields(contentDir, place.files.es, { photoAlt: place.alt.es })
  }
  return { CONTENT_DIR: contentDir }
}
