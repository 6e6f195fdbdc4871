import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Where the CMS puts the photos editors upload, under the content folder, and how data names them. */
export const mediaFolder = 'media'
export const mediaPath = `/${mediaFolder}/`

/**
 * A photo's path as a data file stores it: `/media/<file>`, a JPEG, PNG or WebP the CMS uploaded into
 * content/media. One file name with no folder in it, so the path can only name a file there.
 */
export const photoPath = z
  .string()
  .regex(/^\/media\/\w[\w.-]*\.(?:jpe?g|png|webp)$/i, 'a photo is /media/<file>.jpg, .png or .webp')
  .meta({
    title: 'Photo',
    description: 'A JPEG, PNG or WebP photo; the site makes the sizes each screen needs.',
    widget: 'image',
  })

/**
 * A photo's words in one language: what it shows, for people who cannot see it (the image's `alt`).
 * Optional in the schema, as the photo is; the build requires it in every language once a photo is set.
 */
/** The most a photo's description may say: a sentence a screen reader reads at once. */
export const photoAltMaxLength = 160

export const photoAlt = z.string().trim().min(1).max(photoAltMaxLength).meta({
  title: 'Photo description',
  description: 'What the photo shows, in a sentence, for people who cannot see it.',
})

/** The file on disk a checked photo path names, inside `contentDir`. */
export const photoFile = (contentDir: string, photo: string) =>
  path.join(contentDir, mediaFolder, photo.slice(mediaPath.length))

/**
 * Checked as the build reads the data: the photo a field names is a file in content/media. Returns
 * the problem in an editor's words, or undefined when the file is there.
 */
export function missingPhotoProblem(contentDir: string, photo: string): string | undefined {
  const file = photoFile(contentDir, photo)
  return existsSync(file) && statSync(file).isFile()
    ? undefined
    : `the photo ${photo} is not in content/${mediaFolder} (upload it again, or clear the field)`
}
