import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedData } from '../../app/content/load/content-build'
import { photoPlaces } from '../../app/lib/photo-places'
import { encodePhoto } from './encode'
import { chosenPhotos } from './places'
import { setFields } from './sample'

const root = path.resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(path.join(tmpdir(), 'photos-'))
const contentDir = path.join(dir, 'content')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A phone's portrait shot: its pixels stored on their side (800 wide, 600 high) with EXIF
 * orientation 6, the camera's name and a GPS position. Upright it is 600 wide and 800 high, red at
 * the top and blue at the bottom.
 */
async function phoneShot(): Promise<Buffer> {
  const upright = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
          .png()
          .toBuffer(),
        top: 400,
        left: 0,
      },
    ])
    .png()
    .toBuffer()
  // Turned a quarter to the left: what orientation 6 turns a quarter to the right again.
  return sharp(await sharp(upright).rotate(-90).toBuffer())
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 29/1 0/1' } })
    .toBuffer()
}

beforeAll(async () => {
  cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  mkdirSync(path.join(contentDir, 'media'), { recursive: true })
  writeFileSync(path.join(contentDir, 'media/line.jpg'), await phoneShot())
})

describe('the photo each place shows, taken from the checked content', () => {
  it('is the home page’s photo on the home hero, with its words in both languages', () => {
    setFields(contentDir, 'home/home.en.yml', { photo: '/media/line.jpg', photoAlt: 'The sewing line' })
    setFields(contentDir, 'home/home.es.yml', { photoAlt: 'La línea de costura' })
    expect(chosenPhotos(checkedData(contentDir), contentDir)).toEqual([
      {
        spot: { place: 'homeHero' },
        source: path.join(contentDir, 'media/line.jpg'),
        alt: { en: 'The sewing line', es: 'La línea de costura' },
        file: 'content/home/home.en.yml',
      },
    ])
  })

  it('is none where the content sets none, so the drawn art stays', () => {
    const siteContent = path.join(root, 'content')
    expect(chosenPhotos(checkedData(siteContent), siteContent)).toEqual([])
  })

  it('is a category’s product entry once the products are content, and the factory tour’s entry', () => {
    // Checked data as the content step gives it: each language's entry, the photo path in both.
    const kits = '/media/kits.jpg'
    const room = '/media/room.jpg'
    const data = {
      products: {
        en: { soccer: { photo: kits, photoAlt: 'Soccer kits' }, boxing: {} },
        es: { soccer: { photo: kits, photoAlt: 'Equipaciones de fútbol' }, boxing: {} },
      },
      'factory-tour': {
        en: { photo: room, photoAlt: 'The cutting room' },
        es: { photo: room, photoAlt: 'La sala de corte' },
      },
    }
    expect(chosenPhotos(data, contentDir)).toEqual([
      {
        spot: { place: 'categoryHero', entry: 'soccer' },
        source: path.join(contentDir, 'media/kits.jpg'),
        alt: { en: 'Soccer kits', es: 'Equipaciones de fútbol' },
        file: 'content/products/soccer.en.yml',
      },
      {
        spot: { place: 'factoryTour' },
        source: path.join(contentDir, 'media/room.jpg'),
        alt: { en: 'The cutting room', es: 'La sala de corte' },
        file: 'content/factory-tour/factory-tour.en.yml',
      },
    ])
  })
})

describe('a photo encoded for its place', () => {
  const cacheDir = path.join(dir, 'cache')
  const mediaDir = path.join(dir, 'out/media')
  const shape = photoPlaces.categoryHero
  const fileOf = (src: string) => path.join(mediaDir, src.slice('/media/'.length))

  it('is made in AVIF, WebP and JPEG at each width that fits, cut to the place, with a tiny placeholder', async () => {
    const { photo, cached } = await encodePhoto(path.join(contentDir, 'media/line.jpg'), shape, {
      cacheDir,
      mediaDir,
    })
    expect(cached).toBe(false)
    // Upright the photo is 600 wide: the 480 fits, and the largest 4:3 box it fills is 600 x 450.
    expect(photo.avif.map(({ width }) => width)).toEqual([480])
    expect(photo).toMatchObject({ width: 480, height: 360 })
    for (const [format, files] of Object.entries({ avif: photo.avif, webp: photo.webp, jpeg: photo.jpeg })) {
      for (const file of files) {
        expect(file.src).toMatch(/^\/media\/line-[\da-f]{10}-480\.(avif|webp|jpg)$/)
        const meta = await sharp(fileOf(file.src)).metadata()
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: format === 'avif' ? 'heif' : format,
          width: 480,
          height: 360,
        })
      }
    }
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(photo.placeholder.length).toBeLessThan(400)
  })

  it('is turned upright by its EXIF orientation and keeps none of its metadata, GPS included', async () => {
    const { photo } = await encodePhoto(path.join(contentDir, 'media/line.jpg'), shape, {
      cacheDir,
      mediaDir,
    })
    const jpeg = fileOf(photo.jpeg[0]!.src)
    const meta = await sharp(jpeg).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(readFileSync(jpeg).includes('Phone')).toBe(false)
    // Red stays on top and blue at the bottom: the shot as the person held the phone.
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * 480 + x) * 3, (y * 480 + x) * 3 + 3)]
    expect(pixel(240, 20)[0]).toBeGreaterThan(200)
    expect(pixel(240, 340)[2]).toBeGreaterThan(200)
  })

  it('is taken from the cache on the next build, not encoded again', async () => {
    const source = path.join(contentDir, 'media/line.jpg')
    const first = await encodePhoto(source, shape, { cacheDir, mediaDir })
    const entry = statSync(path.join(cacheDir, readdirName(cacheDir))).mtimeMs
    const again = await encodePhoto(source, shape, { cacheDir, mediaDir: path.join(dir, 'again/media') })
    expect(again).toEqual({ photo: first.photo, cached: true })
    expect(statSync(path.join(cacheDir, readdirName(cacheDir))).mtimeMs).toBe(entry)
    expect(statSync(path.join(dir, 'again', first.photo.avif[0]!.src)).size).toBeGreaterThan(0)
  })
})

/** The one entry of a cache folder. */
function readdirName(folder: string): string {
  const [name, ...others] = readdirSync(folder)
  expect(others).toEqual([])
  return name!
}
