// Where the build reads each spot's photo: the data files of the content, laid out as the CMS writes
// them (content/<kind>/<entry>.<language>.yml), the path written once in the English file and the
// words in each language's.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { productSlugs } from '../../app/content/product-menu'
import type { Locale } from '../../app/lib/locale'
import type { PhotoSpot } from '../../app/lib/photo-places'

/** Every spot a photo can be set for: the home hero, each category's hero, the factory tour. */
export const photoSpots: readonly PhotoSpot[] = [
  { place: 'homeHero' },
  ...productSlugs.map((entry) => ({ place: 'categoryHero' as const, entry })),
  { place: 'factoryTour' },
]

/** The data file, under the content folder, that holds a spot's fields in one language. */
export function dataFile(spot: PhotoSpot, locale: Locale): string {
  switch (spot.place) {
    case 'homeHero':
      return `home/home.${locale}.yml`
    case 'factoryTour':
      return `factory-tour/factory-tour.${locale}.yml`
    case 'categoryHero':
      return `products/${spot.entry}.${locale}.yml`
  }
}

/**
 * Names, for a build with stand-in data, a JSON file of the data files' top-level fields keyed by
 * their path under the content folder: `{ "home/home.en.yml": { "photo": "/media/a.jpg", "photoAlt":
 * "..." } }`. The tests and the benchmark set photos this way without touching the content.
 */
export const photoFieldsVariable = 'PHOTO_FIELDS'

/**
 * The top-level fields of one data file (`file` is its path under `dir`, the content folder), or
 * undefined where there is no such file. A stand-in named by PHOTO_FIELDS takes the files' place.
 * The content step checks every file before this step runs, so a file read here parses.
 */
export function readDataFields(file: string, dir: string): Record<string, unknown> | undefined {
  const standIn = process.env[photoFieldsVariable]
  if (standIn) {
    const files = JSON.parse(readFileSync(standIn, 'utf8')) as Record<string, Record<string, unknown>>
    return files[file]
  }
  const full = path.join(dir, file)
  return existsSync(full) ? (parse(readFileSync(full, 'utf8')) as Record<string, unknown>) : undefined
}

/** The content folder: `content/` at the root, or CONTENT_DIR for a build of other content. */
export const contentDir = (root: string) => path.resolve(root, process.env.CONTENT_DIR || 'content')
