import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { ProductArt } from '../../app/components/art/product-art'
import { mediaFolder, mediaPath } from '../../app/content/photo'
import type { ProductSlug } from '../../app/content/product-menu'
import { markPng } from '../press-kit/logo'

/**
 * A style's picture on a line sheet is 150 points wide, about 2 inches: 600 pixels print it at
 * some 300 pixels per inch, as sharp as paper shows, and keep each one to tens of kilobytes.
 */
export const printWidth = 600
/** Cut to the category page's 4:3, the shape of the drawings too. */
const printHeight = (printWidth * 3) / 4
/** A print-ready JPEG: a reader shows it at once, and the PDF embeds it as it is. */
const jpeg = { quality: 72, mozjpeg: true } as const

/** The pictures a line sheet prints, each made once for every sheet and language. */
export interface LineSheetArt {
  /** The brand mark, as a PNG, for the cover. */
  mark: Buffer
  /** Each style photo by its path in the content (`/media/<file>`), as a JPEG. */
  photos: Map<string, Buffer>
  /** Each category's drawing, as a JPEG, for its styles that have no photo. */
  drawings: Map<ProductSlug, Buffer>
}

/**
 * A photo from content/media for print: turned upright, cut to 4:3 at the print width, on white
 * where it is transparent, as the site's photo step does, and stripped of its metadata.
 */
export function printPhoto(contentDir: string, photo: string): Promise<Buffer> {
  return sharp(path.join(contentDir, mediaFolder, photo.slice(mediaPath.length)), { failOn: 'error' })
    .autoOrient()
    .resize(printWidth, printHeight, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg(jpeg)
    .toBuffer()
}

/** A category's drawing, the one its page shows, rasterised for print. */
export function printDrawing(slug: ProductSlug): Promise<Buffer> {
  const svg = renderToStaticMarkup(createElement(ProductArt, { slug })).replace(
    /^<svg /,
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  )
  return sharp(Buffer.from(svg), { density: (72 * printWidth) / 480 })
    .resize(printWidth, printHeight)
    .flatten({ background: '#ffffff' })
    .jpeg(jpeg)
    .toBuffer()
}

/** Every picture the given photos and categories need, and the mark. */
export async function lineSheetArt(
  contentDir: string,
  photos: readonly string[],
  categories: readonly ProductSlug[],
): Promise<LineSheetArt> {
  const art: LineSheetArt = { mark: await markPng(120), photos: new Map(), drawings: new Map() }
  for (const photo of new Set(photos)) art.photos.set(photo, await printPhoto(contentDir, photo))
  for (const slug of categories) art.drawings.set(slug, await printDrawing(slug))
  return art
}
