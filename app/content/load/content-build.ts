import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentKinds } from '../kinds'
import type { ContentKind } from '../kinds'
import { mediaFolder } from '../photo'
import { checkContent, hasWords, type CheckedContent, type ContentData, type ContentFile } from './check'
import { formatProblem } from './problems'
import { formatStale, type StaleField } from './translation-status'

/** Where the data lives, and where the pages' modules are made from it, from the repository's root. */
export const contentFolder = 'content'
export const dataFolder = 'app/content/data'

/**
 * The content folder a build reads: `content/` at the root, or the folder CONTENT_DIR names (a copy
 * with photos of its own, as the tests and the benchmark build). The pages' modules are written
 * at the root either way, since the pages import them from there.
 */
export const contentDir = (root: string) => path.resolve(root, process.env.CONTENT_DIR || contentFolder)

/**
 * Every file under a content folder (`dir`), in a fixed order, named as under `content/`; the photos
 * in its media folder are listed, not read.
 */
export function readContentFiles(dir: string): ContentFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(dir, folder), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((item) => (item.isDirectory() ? walk(`${folder}/${item.name}`) : [`${folder}/${item.name}`]))
  if (!existsSync(dir)) return []
  return walk('').map((file) => ({
    path: `${contentFolder}${file}`,
    text: file.startsWith(`/${mediaFolder}/`) ? '' : readFileSync(path.join(dir, file), 'utf8'),
  }))
}

/** The type a kind's data has in its module (the types are in app/content/kinds.ts). */
function dataType(kind: ContentKind): string {
  if (!hasWords(kind)) return kind.entries === 'one' ? 'Entry' : 'Record<string, Entry>'
  return kind.entries === 'one' ? 'OneEntry<Entry>' : 'ManyEntries<Entry>'
}

/** A kind's data as a module the pages import: plain data, typed by the kind's schema, with no zod or YAML in it. */
function dataModule(kind: ContentKind, data: unknown): string {
  const type = dataType(kind)
  const wrapper = /^\w+(?=<)/.exec(type)?.[0]
  return [
    `// Made by the content build from ${contentFolder}/${kind.name}/: edit those files, not this one.`,
    ...(wrapper === 'OneEntry' || wrapper === 'ManyEntries'
      ? [`import type { ${wrapper} } from '../kinds'`]
      : []),
    `import type { Entry } from '../schemas/${kind.name}'`,
    '',
    `export const data: ${type} = ${JSON.stringify(data, null, 2)}`,
    '',
  ].join('\n')
}

/** The module the translation status is written to, beside the kinds' modules. */
export const translationStatusModule = 'translation-status'

/**
 * The Spanish fields older than their English, as a module the inbox imports: the list is made with
 * the pages' data, so the server reads no content file while it runs.
 */
function translationStatusData(stale: readonly StaleField[]): string {
  return [
    `// Made by the content build from ${contentFolder}/: the Spanish fields older than their English.`,
    `import type { StaleField } from '../load/translation-status'`,
    '',
    `export const data: StaleField[] = ${JSON.stringify(stale, null, 2)}`,
    '',
  ].join('\n')
}

/** Writes each module, leaving alone one that is already current (so a watcher sees no change). */
function writeDataModules(root: string, checked: CheckedContent) {
  mkdirSync(path.join(root, dataFolder), { recursive: true })
  const modules: Array<[string, string]> = [
    ...contentKinds.map((kind): [string, string] => [kind.name, dataModule(kind, checked.data[kind.name])]),
    [translationStatusModule, translationStatusData(checked.stale)],
  ]
  for (const [name, text] of modules) {
    const file = path.join(root, dataFolder, `${name}.ts`)
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
  }
}

/** The figures words may name, read after the data is written: the figures and the standards are made from it. */
async function figureNames(): Promise<ReadonlySet<string>> {
  return (await import('../figure-text')).figureNames()
}

/**
 * Checks every content file and makes the pages' data modules from them. Returns each problem as a
 * line for the build's log (none means the data was written), and the Spanish fields whose English
 * has changed since they were translated.
 */
export async function buildContent(root: string): Promise<{ problems: string[]; stale: string[] }> {
  const files = readContentFiles(contentDir(root))
  const checked = checkContent(files)
  if (checked.problems.length > 0) return { problems: checked.problems.map(formatProblem), stale: [] }
  writeDataModules(root, checked)
  const withFigures = checkContent(files, { figureNames: await figureNames() })
  return { problems: withFigures.problems.map(formatProblem), stale: withFigures.stale.map(formatStale) }
}

/**
 * The data of a content folder, checked as the content step checks it, for the build's steps after
 * it (the photos): they take what passed the content step, with no rules of their own.
 */
export function checkedData(dir: string): ContentData {
  const { data, problems } = checkContent(readContentFiles(dir))
  // Only a file changed during the build gets here: the content step stopped the build otherwise.
  if (problems.length > 0)
    throw new Error(`The content changed during the build:\n${problems.map(formatProblem).join('\n')}`)
  return data
}

/** The Spanish fields whose English has changed since they were translated, as the inbox lists them. */
export function staleTranslations(root: string): StaleField[] {
  return checkContent(readContentFiles(path.join(root, contentFolder))).stale
}
