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
 * A photo's words in one language: what it shows, for people who cannot see it (the image's `alt`),
 * at most a sentence a screen reader reads at once. Optional in the schema, as the photo is; the
 * content check requires it in every language once a photo is set.
 */
export const photoAlt = z.string().trim().min(1).max(160).meta({
  title: 'Photo description',
  description: 'What the photo shows, in a sentence, for people who cannot see it.',
})

/**
 * The problem with a checked photo path whose file was never uploaded, in an editor's words, or
 * undefined when `uploaded` (the names of the files in content/media) has it.
 */
export function missingPhotoProblem(photo: string, uploaded: ReadonlySet<string>): string | undefined {
  return uploaded.has(photo.slice(mediaPath.length))
    ? undefined
    : `the photo ${photo} is not in content/${mediaFolder} (upload it again, or clear the field).`
}
