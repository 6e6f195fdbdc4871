// The build's photo step (scripts/build.mjs runs it before the pages): checks the photos the content
// sets, encodes each for its place (or takes it from the cache), and writes the files to
// <out>/media and the list the pages read to <out>/photos.json. Exits with 1, each problem on its
// own line, when a photo is wrong.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defaultLocale } from '../../app/lib/locale'
import { photoPlaces, spotKey, type BuiltPhoto } from '../../app/lib/photo-places'
import { collectPhotos, photoCacheDir } from './collect'
import { contentDir, dataFile } from './content-fields'
import { encodePhoto } from './encode'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: photos <out dir>')
const root = process.cwd()

const { chosen, problems } = collectPhotos(contentDir(root))
if (problems.length > 0) {
  console.error(
    `The content's photos need fixing before the site can be built:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  )
  process.exit(1)
}

const built: Record<string, BuiltPhoto> = {}
let encoded = 0
for (const { spot, source, alt } of chosen) {
  try {
    const { photo, cached } = await encodePhoto(source, photoPlaces[spot.place], {
      cacheDir: photoCacheDir(root),
      mediaDir: path.join(outDir, 'media'),
    })
    built[spotKey(spot)] = { ...photo, alt }
    if (!cached) encoded++
  } catch (error) {
    // A file that is not an image, or a damaged one: the editor needs to know which field names it.
    const reason = error instanceof Error ? error.message : String(error)
    console.error(
      `The content's photos need fixing before the site can be built:\n  content/${dataFile(spot, defaultLocale)} › photo: ${path.basename(source)} cannot be read as a photo (${reason}); upload it again as a JPEG, PNG or WebP`,
    )
    process.exit(1)
  }
}
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'photos.json'), JSON.stringify(built))
console.log(`photos: ${chosen.length} set, ${encoded} encoded, ${chosen.length - encoded} from the cache`)
