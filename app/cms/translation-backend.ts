import type { DecapCmsApp } from 'decap-cms-app'
import { contentKinds, type ContentKind } from '../content/kinds'
import { recordTranslation, withoutTicks } from '../content/load/translation-save'
import { translationBackend } from './extensions'

/** A file a save writes, as Decap hands it to its backend (with more, passed on as it is). */
interface DataFile {
  path: string
  raw: string
}

/** What of Decap's backend interface the save rule uses: its save and its reading of a file. */
interface Backend {
  persistEntry(entry: { dataFiles: DataFile[] }, options: SaveOptions): Promise<unknown>
  getEntry(path: string): Promise<{ data: string }>
}

interface SaveOptions {
  newEntry?: boolean
  useWorkflow?: boolean
}

/** A content file in one language: `content/<kind>/<entry>.<language>.yml`. */
const languageFile = /^content\/(?<kind>[a-z0-9-]+)\/[a-z0-9-]+\.(?<language>en|es)\.yml$/

const kindsByName = new Map<string, ContentKind>(contentKinds.map((kind) => [kind.name, kind]))

/**
 * The Spanish file as the repository holds it before this save; undefined for an entry that is not
 * there yet: a new one, or, in the editorial workflow, one whose only copy is its unpublished draft
 * (the backend reads the published branch). Any other failure stops the save, which the editor
 * then reports, rather than a save recording every Spanish field as new.
 */
async function spanishBefore(backend: Backend, path: string, options: SaveOptions) {
  if (options.newEntry) return undefined
  try {
    return (await backend.getEntry(path)).data
  } catch (error) {
    if (options.useWorkflow) return undefined
    throw error
  }
}

/**
 * The save's files with each Spanish file's record of its English made by the save rule, and the
 * English file without the ticks field (its pane shows one too, which never sets it).
 */
async function withTranslations(backend: Backend, files: DataFile[], options: SaveOptions) {
  const written = new Map(files.map((file) => [file.path, file.raw]))
  return Promise.all(
    files.map(async (file) => {
      const { kind: name, language } = languageFile.exec(file.path)?.groups ?? {}
      const kind = kindsByName.get(name ?? '')
      if (!kind) return file
      if (language === 'en') return { ...file, raw: withoutTicks(file.raw) }
      const englishPath = file.path.replace(/\.es\.yml$/, '.en.yml')
      const saved = recordTranslation(kind, {
        english: written.get(englishPath) ?? (await backend.getEntry(englishPath)).data,
        spanish: file.raw,
        spanishBefore: await spanishBefore(backend, file.path, options),
      })
      return { ...file, raw: saved.spanish }
    }),
  )
}

/**
 * Registers, for each of Decap's backends named, the same backend under its translations name
 * (extensions.ts), whose saves apply the save rule to the files they write. A save is the one
 * moment both languages are at hand as they will be written, and the backend is the last step
 * before the files: whatever the editor's panes did, the files written carry a true record.
 */
export function registerTranslationBackends(cms: typeof DecapCmsApp, names: readonly string[]) {
  for (const name of names) {
    const original = cms.getBackend(name)
    if (!original) throw new Error(`Decap CMS has no backend named "${name}"`)
    // Decap makes a backend with `new`; a constructor returning an object gives that object.
    class WithTranslations {
      constructor(...args: unknown[]) {
        const backend = (original!.init as (...args: unknown[]) => Backend)(...args)
        const persist = backend.persistEntry.bind(backend)
        backend.persistEntry = async (entry, options) =>
          persist({ ...entry, dataFiles: await withTranslations(backend, entry.dataFiles, options) }, options)
        return backend
      }
    }
    cms.registerBackend(translationBackend(name), WithTranslations)
  }
}
