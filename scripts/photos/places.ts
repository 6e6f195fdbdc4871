// Which photo each place shows, taken from the checked content: the content step has refused a
// wrong path, a file that was never uploaded and missing words, so every photo here is one to encode.
import path from 'node:path'
import { entryFile, type ContentData } from '../../app/content/load/check'
import { mediaFolder, mediaPath } from '../../app/content/photo'
import { productSlugs } from '../../app/content/product-menu'
import { defaultLocale, locales, type Locale } from '../../app/lib/locale'
import type { PhotoSpot } from '../../app/lib/photo-places'

/** A place and the content entry that sets its photo: a kind's one entry, or a kind's entry by slug. */
interface Place {
  spot: PhotoSpot
  kind: string
  slug?: string
}

/** A place's photo: the file to encode, its words in each language, and the data file that sets it. */
export interface ChosenPhoto {
  spot: PhotoSpot
  source: string
  alt: Record<Locale, string>
  file: string
}

/** An entry's photo fields in one language, as a kind with a photo has them. */
interface PhotoFields {
  photo?: string
  photoAlt?: string
}

/** Every place a photo can show in, with the entry of the kind it reads its photo from. */
const places: Place[] = [
  { spot: { place: 'homeHero' }, kind: 'home' },
  ...productSlugs.map((slug) => ({
    spot: { place: 'categoryHero' as const, entry: slug },
    kind: 'products',
    slug,
  })),
  { spot: { place: 'factoryTour' }, kind: 'factory-tour' },
]

/** A place's entry in one language, as the checked data holds it: a kind's one entry, or its entry by slug. */
function entryIn(data: ContentData, { kind, slug }: Place, locale: Locale): PhotoFields | undefined {
  const entries = (data[kind] as Partial<Record<Locale, Record<string, unknown>>> | undefined)?.[locale]
  return (slug === undefined ? entries : entries?.[slug]) as PhotoFields | undefined
}

/** A style's photo fields in one language: a list of photos, the alt texts in the same order. */
interface StylePhotoFields {
  photos?: string[]
  photosAlt?: string[]
}

/** Each style's photos, each its own spot on the style's card (`styleCard/ss-soc-101/1`). */
function stylePhotos(data: ContentData, contentDir: string): ChosenPhoto[] {
  const styles = data.styles as Record<Locale, Record<string, StylePhotoFields>> | undefined
  return Object.entries(styles?.[defaultLocale] ?? {}).flatMap(([slug, { photos = [] }]) =>
    photos.map((photo, index) => ({
      spot: { place: 'styleCard' as const, entry: `${slug}/${index + 1}` },
      source: path.join(contentDir, mediaFolder, photo.slice(mediaPath.length)),
      // The content step requires one alt text per photo in every language.
      alt: Object.fromEntries(
        locales.map((locale) => [locale, styles![locale][slug]!.photosAlt![index]!]),
      ) as Record<Locale, string>,
      file: entryFile('styles', slug, defaultLocale),
    })),
  )
}

/** Every photo the content sets, with the file it names inside `contentDir`. */
export function chosenPhotos(data: ContentData, contentDir: string): ChosenPhoto[] {
  return [...placePhotos(data, contentDir), ...stylePhotos(data, contentDir)]
}

/** The photos of the places with one photo each. */
function placePhotos(data: ContentData, contentDir: string): ChosenPhoto[] {
  return places.flatMap((place) => {
    // The path is written once, and the checked data sets it into every language's entry.
    const photo = entryIn(data, place, defaultLocale)?.photo
    if (!photo) return []
    // The content step requires the words in every language once a photo is set.
    const alt = Object.fromEntries(
      locales.map((locale) => [locale, entryIn(data, place, locale)!.photoAlt!]),
    ) as Record<Locale, string>
    return [
      {
        spot: place.spot,
        source: path.join(contentDir, mediaFolder, photo.slice(mediaPath.length)),
        alt,
        file: entryFile(place.kind, place.slug ?? place.kind, defaultLocale),
      },
    ]
  })
}
