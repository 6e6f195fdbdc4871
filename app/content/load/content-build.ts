import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentKinds } from '../kinds'
import { checkContent, type CheckedContent, type ContentFile } from './check'
import { formatProblem } from './problems'
import { formatStale, type StaleField } from './translation-status'

/** Where the data lives, and where the pages' modules are made from it, from the repository's root. */
export const contentFolder = 'content'
export const dataFolder = 'app/content/data'

/** Every file under `content/`, in a fixed order. */
export function readContentFiles(root: string): ContentFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((item) => (item.isDirectory() ? walk(`${folder}/${item.name}`) : [`${folder}/${item.name}`]))
  if (!existsSync(path.join(root, contentFolder))) return []
  return walk(contentFolder).map((file) => ({
    path: file,
    text: readFileSync(path.join(root, file), 'utf8'),
  }))
}

/** A kind's data as a module the pages import: plain data, typed by the kind's schema, with no zod or YAML in it. */
function dataModule(kindName: string, entries: 'one' | 'many', data: unknown): string {
  return [
    `// Made by the content build from ${contentFolder}/${kindName}/: edit those files, not this one.`,
    `import type { ${entries === 'one' ? 'OneEntry' : 'ManyEntries'} } from '../kinds'`,
    `import type { Entry } from '../schemas/${kindName}'`,
    '',
    `export const data: ${entries === 'one' ? 'OneEntry' : 'ManyEntries'}<Entry> = ${JSON.stringify(data, null, 2)}`,
    '',
  ].join('\n')
}

/** Writes each kind's module, leaving alone one that is already current (so a watcher sees no change). */
function writeDataModules(root: string, checked: CheckedContent) {
  mkdirSync(path.join(root, dataFolder), { recursive: true })
  for (const kind of contentKinds) {
    const file = path.join(root, dataFolder, `${kind.name}.ts`)
    const text = dataModule(kind.name, kind.entries, checked.data[kind.name])
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
  }
}

/** The figures words may name, read after the data is written: some are made from it (the standards). */
async function figureNames(): Promise<Set<string>> {
  const { figureText } = await import('../figure-text')
  return new Set(Object.keys(figureText('en')))
}

/**
 * Checks every content file and makes the pages' data modules from them. Returns each problem as a
 * line for the build's log (none means the data was written), and the Spanish fields whose English
 * has changed since they were translated.
 */
export async function buildContent(root: string): Promise<{ problems: string[]; stale: string[] }> {
  const files = readContentFiles(root)
  const checked = checkContent(files)
  if (checked.problems.length > 0) return { problems: checked.problems.map(formatProblem), stale: [] }
  writeDataModules(root, checked)
  const withFigures = checkContent(files, { figureNames: await figureNames() })
  return { problems: withFigures.problems.map(formatProblem), stale: withFigures.stale.map(formatStale) }
}

/** The Spanish fields whose English has changed since they were translated, as the inbox lists them. */
export function staleTranslations(root: string): StaleField[] {
  return checkContent(readContentFiles(root)).stale
}
