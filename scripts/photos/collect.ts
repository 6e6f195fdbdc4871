// Reads which photo each spot has and checks it before anything is encoded: a path the CMS could
// have written, a file that exists, and words for it in every language.
import path from 'node:path'
import {
  missingPhotoProblem,
  photoAlt,
  photoAltMaxLength,
  photoFile,
  photoPath,
} from '../../app/content/photo'
import { defaultLocale, locales, type Locale } from '../../app/lib/locale'
import type { PhotoSpot } from '../../app/lib/photo-places'
import { dataFile, photoSpots, readDataFields } from './content-fields'

/** A spot's photo as the data sets it: the file to encode and its words in each language. */
export interface ChosenPhoto {
  spot: PhotoSpot
  source: string
  alt: Record<Locale, string>
}

const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/**
 * Every photo the content sets, and every problem with one, each naming the data file and the field
 * in an editor's words (`content/home/home.es.yml › photoAlt: ...`).
 */
export function collectPhotos(
  contentDir: string,
  read: (file: string) => Record<string, unknown> | undefined = (file) => readDataFields(file, contentDir),
): { chosen: ChosenPhoto[]; problems: string[] } {
  const chosen: ChosenPhoto[] = []
  const problems: string[] = []
  const where = (file: string, field: string) => `content/${file} › ${field}`
  for (const spot of photoSpots) {
    const sharedFile = dataFile(spot, defaultLocale)
    const photo = read(sharedFile)?.photo
    if (photo === undefined || photo === null || photo === '') continue
    const checked = photoPath.safeParse(photo)
    if (!checked.success) {
      problems.push(
        `${where(sharedFile, 'photo')}: ${checked.error.issues[0]?.message ?? 'not a photo path'}`,
      )
      continue
    }
    const missing = missingPhotoProblem(contentDir, checked.data)
    if (missing) problems.push(`${where(sharedFile, 'photo')}: ${missing}`)
    const alt = {} as Record<Locale, string>
    for (const locale of locales) {
      const file = dataFile(spot, locale)
      const words = read(file)?.photoAlt
      const checkedWords = photoAlt.safeParse(words)
      if (checkedWords.success) alt[locale] = checkedWords.data
      else if (typeof words === 'string' && words.trim() !== '')
        problems.push(
          `${where(file, 'photoAlt')}: too long in ${languageNames[locale]} (at most ${photoAltMaxLength} characters)`,
        )
      else
        problems.push(
          `${where(file, 'photoAlt')}: missing in ${languageNames[locale]}: a photo is set, so it needs a description of what it shows for people who cannot see it`,
        )
    }
    if (!missing && Object.keys(alt).length === locales.length)
      chosen.push({ spot, source: photoFile(contentDir, checked.data), alt })
  }
  return { chosen, problems }
}

/** The photo step's cache: outside node_modules, which `npm ci` empties, so CI can keep it between runs. */
export const photoCacheDir = (root: string) =>
  path.resolve(root, process.env.PHOTO_CACHE_DIR || path.join('.cache', 'photos'))
