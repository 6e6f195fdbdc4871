import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentKinds } from '../kinds'
import type { ContentKind } from '../kinds'
import { checkContent, hasWords, type CheckedContent, type ContentFile } from './check'
import { formatProblem } from './problems'
import { formatStale, type StaleField } from './translation-status'

/** Where the data lives, and where the pages' modules are made from it, from the repository's root. */
export const contentFolder = 'content'
export const dataFolder = 'app/content/data'

/**
 * Every file under `content/`, in a fixed order, each named by its path from the repository's root
 * (`content/faq/faq.en.yml`) even when read from another folder (`folder`, a copy of the content).
 */
export function readContentFiles(root: string, folder = path.join(root, contentFolder)): ContentFile[] {
  const walk = (relative: string): string[] =>
    readdirSync(path.join(folder, relative), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((item) => {
        const file = relative ? `${relative}/${item.name}` : item.name
        return item.isDirectory() ? walk(file) : [file]
      })
  if (!existsSync(folder)) return []
  return walk('').map((file) => ({
    path: `${contentFolder}/${file}`,
    text: readFileSync(path.join(folder, file), 'utf8'),
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

/** Writes each kind's module, leaving alone one that is already current (so a watcher sees no change). */
function writeDataModules(root: string, checked: CheckedContent) {
  mkdirSync(path.join(root, dataFolder), { recursive: true })
  for (const kind of contentKinds) {
    const file = path.join(root, dataFolder, `${kind.name}.ts`)
    const text = dataModule(kind, checked.data[kind.name])
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
 * has changed since they were translated. `folder` is where the content is read from, when not
 * `content/` under the root: the modules are still made in the root's app/content/data.
 */
export async function buildContent(
  root: string,
  folder?: string,
): Promise<{ problems: string[]; stale: string[] }> {
  const files = readContentFiles(root, folder)
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
