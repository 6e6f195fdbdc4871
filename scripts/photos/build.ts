// The build's photo step (scripts/build.mjs runs it after the content step, before the pages): takes
// the photos the checked content sets, encodes each for its place (or takes it from the cache), and
// writes the files to <out>/media and the list the pages read to <out>/photos.json. Exits with 1,
// naming the data file and the field, when a photo's file cannot be read as an image.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkedData, contentDir } from '../../app/content/load/content-build'
import { formatProblem } from '../../app/content/load/problems'
import { photoPlaces, spotKey, type BuiltPhoto } from '../../app/lib/photo-places'
import { encodePhoto, photoCacheDir } from './encode'
import { chosenPhotos } from './places'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: photos <out dir>')
const root = process.cwd()
const dir = contentDir(root)

const chosen = chosenPhotos(checkedData(dir), dir)
const built: Record<string, BuiltPhoto> = {}
let encoded = 0
for (const { spot, source, alt, file } of chosen) {
  try {
    const { photo, cached } = await encodePhoto(source, photoPlaces[spot.place], {
      cacheDir: photoCacheDir(root),
      mediaDir: path.join(outDir, 'media'),
    })
    built[spotKey(spot)] = { ...photo, alt }
    if (!cached) encoded++
  } catch (error) {
    // A file that is not an image, or a damaged one: only decoding it tells, so the content step
    // cannot; the editor still needs the field that names it.
    const reason = error instanceof Error ? error.message : String(error)
    const message = `${path.basename(source)} cannot be read as a photo (${reason}); upload it again as a JPEG, PNG or WebP.`
    console.error(
      `The content has 1 problem:\n  ${formatProblem({ file, field: 'photo', language: 'en', message })}`,
    )
    process.exit(1)
  }
}
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'photos.json'), JSON.stringify(built))
console.log(`photos: ${chosen.length} set, ${encoded} encoded, ${chosen.length - encoded} from the cache`)
