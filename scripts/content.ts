// Checks the content files (content/, or the folder CONTENT_DIR names) and makes the pages' data
// from them; a problem stops whatever runs this.
import path from 'node:path'
import { buildContent } from '../app/content/load/content-build'

const { problems, stale } = await buildContent(path.join(import.meta.dirname, '..'))
if (stale.length > 0)
  console.warn(
    `Spanish older than its English (bring the Spanish up to date, or tick it as checked against the English, in the content editor):\n${stale.map((line) => `  ${line}`).join('\n')}`,
  )
if (problems.length > 0) {
  console.error(
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
  )
  process.exit(1)
}
