import type { Locale } from './locale'

/** One encoded width of a photo: its URL under /media/ and its width in pixels. */
export interface PhotoFile {
  src: string
  width: number
}

/** A photo as the build made it for one place: every format at every width, and what the page shows first. */
export interface BuiltPhoto {
  width: number
  height: number
  /** A tiny blurred copy as a data URL, painted as the box's background until the photo arrives. */
  placeholder: string
  avif: PhotoFile[]
  webp: PhotoFile[]
  jpeg: PhotoFile[]
  alt: Record<Locale, string>
}

/**
 * The places a photo can stand, each with the shape of its box (the photo is cut to it) and the
 * widths the box takes: `sizes` follows the page's grid, so the browser picks the smallest file that
 * fills the box at the screen's density.
 */
export const photoPlaces = {
  // The home hero's art column: at most 36rem below the wide layout, 0.9 of the 1.1:0.9 grid above.
  homeHero: {
    aspect: [8, 7],
    widths: [480, 720, 960, 1200],
    sizes: '(min-width: 80rem) 526px, (min-width: 64rem) calc(45vw - 50px), min(36rem, calc(100vw - 2rem))',
  },
  // A category page's hero: at most 32rem below the wide layout, the same grid above.
  categoryHero: {
    aspect: [4, 3],
    widths: [480, 720, 960, 1200],
    sizes: '(min-width: 80rem) 526px, (min-width: 64rem) calc(45vw - 50px), min(32rem, calc(100vw - 2rem))',
  },
  // The factory tour's film poster: the page's full column.
  factoryTour: {
    aspect: [16, 9],
    widths: [640, 960, 1280, 1920],
    sizes: '(min-width: 80rem) 1232px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  // A style's card on its category page: a third of the content column at most, full width on a phone.
  styleCard: {
    aspect: [4, 3],
    widths: [320, 480, 640],
    sizes: '(min-width: 80rem) 384px, (min-width: 48rem) calc(50vw - 3rem), calc(100vw - 2rem)',
  },
} as const satisfies Record<
  string,
  { aspect: readonly [number, number]; widths: readonly number[]; sizes: string }
>

export type PhotoPlace = keyof typeof photoPlaces

/** Where a photo stands on the site: the place and, for a place with many pages, the page's entry. */
export type PhotoSpot =
  { place: 'homeHero' | 'factoryTour' } | { place: 'categoryHero' | 'styleCard'; entry: string }

/** The key a spot's photo has in the build's list: `categoryHero/soccer`, `styleCard/ss-soc-101/1`, `homeHero`. */
export const spotKey = (spot: PhotoSpot) => ('entry' in spot ? `${spot.place}/${spot.entry}` : spot.place)
