// Checks the content files and makes the pages' data from them; a problem stops whatever runs this.
import path from 'node:path'
import { buildContent } from '../app/content/load/content-build'
import { contentDir } from './photos/content-fields'

// The repository's root, or the folder given (a copy of content/, to check without building). The
// content is read from CONTENT_DIR when set, as the photo step reads it, for a build of other content.
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const { problems, stale } = await buildContent(root, contentDir(root))
if (stale.length > 0)
  console.warn(
    `Spanish older than its English (translate again, then record the English in translatedFrom):\n${stale.map((line) => `  ${line}`).join('\n')}`,
  )
if (problems.length > 0) {
  console.error(
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
  )
  process.exit(1)
}
