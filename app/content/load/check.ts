import { LineCounter, parseDocument } from 'yaml'
import { z } from 'zod'
import type { Locale } from '~/lib/locale'
import { contentKinds, type ContentKind } from '../kinds'
import { mediaFolder, missingPhotoProblem } from '../photo'
import { fieldPath, schemaProblems, type Problem } from './problems'
import { staleFields, type StaleField } from './translation-status'

/**
 * A file under `content/`, its path from the repository's root and its text; a photo in
 * content/media is only listed, with no text.
 */
export interface ContentFile {
  path: string
  text: string
}

/**
 * Every kind's entries, checked: one entry per language, or each language's entries by slug; a kind
 * with no words has one entry, or its entries by slug, for every language.
 */
export type ContentData = Record<string, unknown>

export interface CheckedContent {
  data: ContentData
  problems: Problem[]
  stale: StaleField[]
}

/** Where the Spanish file records the English each field was translated from. */
export const translatedFromField = 'translatedFrom'

const slugPattern = /^[a-z0-9-]+$/
const fileName = /^(?<slug>[^/.]+)(?:\.(?<language>en|es))?\.yml$/
const languages = ['en', 'es'] as const satisfies readonly Locale[]

type Fields = Record<string, unknown>

interface Parsed {
  fields?: Fields
  problems: Problem[]
}

/** A file's YAML as a map of fields, or what keeps it from being read. */
function parse({ path, text }: ContentFile, language?: Locale): Parsed {
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  if (document.errors.length > 0)
    return {
      problems: document.errors.map((error) => {
        const start = lines.linePos(error.pos[0])
        const at = ` at line ${start.line}, column ${start.col}`
        return {
          file: path,
          field: '',
          language,
          message: `YAML syntax error${at}: ${error.message.split('\n')[0]}`,
        }
      }),
    }
  const fields: unknown = document.toJS()
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
    return {
      problems: [{ file: path, field: '', language, message: 'should be a list of fields (name: value).' }],
    }
  return { fields: fields as Fields, problems: [] }
}

const pick = (fields: Fields, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, fields[key]]))

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema

const isPhoto = (schema: z.ZodType) => z.globalRegistry.get(schema)?.widget === 'image'

/**
 * The shared fields that hold a photo's path, or a list of them; each has its alt text in the
 * words, `<name>Alt`: a line for one photo, a list in the photos' order for a list.
 */
const photoFields = (kind: ContentKind) =>
  Object.entries(kind.shared.shape).flatMap(([name, schema]) => {
    const field = unwrap(schema as z.ZodType)
    if (isPhoto(field)) return [{ name, list: false }]
    return field instanceof z.ZodArray && isPhoto(field.element as z.ZodType) ? [{ name, list: true }] : []
  })

/** Every string in a value, with its path. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, [...path, index])
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key])
}

const figurePattern = /\{\{([^{}]*)\}\}/g

/** Figures named in words that do not exist: i18next would print `{{name}}` as written. */
function unknownFigures(
  words: Fields,
  figureNames: ReadonlySet<string>,
  where: Pick<Problem, 'file' | 'language'>,
) {
  return [...strings(words)].flatMap(([path, text]) =>
    [...text.matchAll(figurePattern)]
      .map((match) => (match[1] ?? '').trim())
      .filter((name) => !figureNames.has(name))
      .map((name) => {
        const near = [...figureNames].filter((known) => known.toLowerCase() === name.toLowerCase())
        return {
          ...where,
          field: fieldPath(path),
          message: `names the figure {{${name}}}, which does not exist${near.length > 0 ? `; did you mean {{${near[0]}}}?` : ' (the names are in app/content/figure-text.ts).'}`,
        }
      }),
  )
}

/** Lists the Spanish holds with a different number of items than the English: an entry left untranslated, or one too many. */
function unmatchedLists(
  english: unknown,
  spanish: unknown,
  file: string,
  path: PropertyKey[] = [],
): Problem[] {
  if (Array.isArray(english) && Array.isArray(spanish)) {
    const here =
      english.length === spanish.length
        ? []
        : [
            {
              file,
              field: fieldPath(path),
              language: 'es' as const,
              message: `has ${spanish.length} items where the English has ${english.length}: each English item needs its Spanish, in the same order.`,
            },
          ]
    return [
      ...here,
      ...english.flatMap((item, index) => unmatchedLists(item, spanish[index], file, [...path, index])),
    ]
  }
  if (english !== null && typeof english === 'object' && spanish !== null && typeof spanish === 'object')
    return Object.entries(english).flatMap(([key, item]) =>
      unmatchedLists(item, (spanish as Fields)[key], file, [...path, key]),
    )
  return []
}

/** The file an entry is written in, as under `content/`: `content/faq/faq.en.yml`, `content/company/company.yml`. */
export const entryFile = (kind: string, slug: string, language?: Locale) =>
  `content/${kind}/${slug}${language ? `.${language}` : ''}.yml`

/** Whether a kind has words at all: one without is one file for every language. */
export const hasWords = (kind: ContentKind) => Object.keys(kind.words.shape).length > 0

/** Fields a file holds that its kind does not have. */
function unknownFields(
  kind: ContentKind,
  file: ContentFile,
  fields: Fields,
  allowed: readonly string[],
  language?: Locale,
) {
  const sharedKeys = Object.keys(kind.shared.shape)
  return Object.keys(fields)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({
      file: file.path,
      field: key,
      language,
      message:
        language === 'es' && sharedKeys.includes(key)
          ? 'is written once, in the English file; remove it here.'
          : `is not a field of ${kind.label}; the fields are ${[...sharedKeys, ...Object.keys(kind.words.shape)].join(', ')}.`,
    }))
}

/** An entry of a kind with no words: its one file checked against the shared fields. */
function checkWordless(kind: ContentKind, file: ContentFile): { entry?: Fields; problems: Problem[] } {
  const parsed = parse(file)
  if (!parsed.fields) return { problems: parsed.problems }
  const problems: Problem[] = unknownFields(kind, file, parsed.fields, Object.keys(kind.shared.shape))
  const result = kind.shared.safeParse(parsed.fields)
  if (!result.success) problems.push(...schemaProblems(result.error, parsed.fields, { file: file.path }))
  return result.success && problems.length === 0 ? { entry: result.data, problems } : { problems }
}

/**
 * For a kind whose entries the site fixes: the entries it lists that have no file (its page would
 * have no words), and the files of entries it does not list (no page would show them).
 */
function unlistedEntries(kind: ContentKind, entries: ReadonlyArray<readonly [string, unknown]>): Problem[] {
  if (!kind.slugs) return []
  const found = new Set(entries.map(([slug]) => slug))
  const fileOf = (slug: string) => `content/${kind.name}/${slug}${hasWords(kind) ? '.en' : ''}.yml`
  return [
    ...kind.slugs
      .filter((slug) => !found.has(slug))
      .map((slug) => ({ file: fileOf(slug), field: '', message: 'missing: the site has a page for it.' })),
    ...[...found]
      .filter((slug) => !kind.slugs!.includes(slug))
      .map((slug) => ({
        file: fileOf(slug),
        field: '',
        message: `is not one of the site's ${kind.label.toLowerCase()}, which are ${kind.slugs!.join(', ')}; a new one needs its page made first.`,
      })),
  ]
}

/**
 * For a kind whose entries are named by a field (`nameField`): each entry's files named by its value
 * in lower case, so that no two entries can hold the same one. A value another entry's files are
 * named by is a duplicate; any other mismatch is a file to rename.
 */
function misnamedEntries(
  kind: ContentKind,
  entries: ReadonlyArray<readonly [string, CheckedEntry]>,
): Problem[] {
  const field = kind.nameField
  if (!field) return []
  const slugs = new Set(entries.map(([slug]) => slug))
  return entries.flatMap(([slug, { entry }]) => {
    const value = entry?.en[field]
    if (typeof value !== 'string' || value.toLowerCase() === slug) return []
    const owner = value.toLowerCase()
    return [
      {
        file: entryFile(kind.name, slug, 'en'),
        field,
        language: 'en' as const,
        message: slugs.has(owner)
          ? `${value} is already the ${field} of ${entryFile(kind.name, owner, 'en')}: each entry needs its own.`
          : `${value} should name the files: rename them ${owner}.en.yml and ${owner}.es.yml, or correct the ${field}.`,
      },
    ]
  })
}

interface EntryFiles {
  en?: ContentFile
  es?: ContentFile
}

interface CheckedEntry {
  entry?: Record<Locale, Fields>
  problems: Problem[]
  stale: StaleField[]
}

/** What an entry is checked against besides its kind: the figures words may name, the photos uploaded. */
interface Known {
  figureNames?: ReadonlySet<string>
  /** The names of the files in content/media. */
  uploaded: ReadonlySet<string>
}

/**
 * A photo field, once set: its file uploaded, and its alt text (`<field>Alt`) written in both
 * languages. An alt text written but wrong (blank, too long) is its schema's to name.
 */
function photoProblems(
  kind: ContentKind,
  files: Required<EntryFiles>,
  shared: Fields,
  written: Record<Locale, Fields>,
  uploaded: ReadonlySet<string>,
): Problem[] {
  return photoFields(kind).flatMap(({ name: field, list }) => {
    const value = shared[field]
    const photos =
      list && Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : []
    if (photos.length === 0) return []
    const missing = photos.flatMap((photo) => missingPhotoProblem(photo, uploaded) ?? [])
    const altField = `${field}Alt`
    const withoutAlt = languages.filter((language) => {
      const alt = written[language][altField]
      return list ? !Array.isArray(alt) || alt.length !== photos.length : alt === undefined
    })
    return [
      ...missing.map((message) => ({ file: files.en.path, field, language: 'en' as const, message })),
      ...withoutAlt.map((language) => ({
        file: files[language].path,
        field: altField,
        language,
        message: list
          ? `should hold ${photos.length} alt text${photos.length === 1 ? '' : 's'}, one for each photo in ${field} in its order, each saying what the photo shows.`
          : `missing: the photo ${photos[0]} needs its alt text, which says what the photo shows.`,
      })),
    ]
  })
}

/** One entry in both languages: its fields checked, the shared ones set into each language. */
function checkEntry(kind: ContentKind, files: EntryFiles, { figureNames, uploaded }: Known): CheckedEntry {
  const { en, es } = files
  if (!en)
    return {
      problems: [
        {
          file: es!.path,
          field: '',
          language: 'es',
          message: 'has no English file; each entry is written in English first.',
        },
      ],
      stale: [],
    }
  if (!es)
    return {
      problems: [
        {
          file: en.path.replace(/\.en\.yml$/, '.es.yml'),
          field: '',
          language: 'es',
          message: 'missing: the English entry has no Spanish file.',
        },
      ],
      stale: [],
    }
  const sharedKeys = Object.keys(kind.shared.shape)
  const wordKeys = Object.keys(kind.words.shape)
  const parsed = { en: parse(en, 'en'), es: parse(es, 'es') }
  const problems = [...parsed.en.problems, ...parsed.es.problems]
  if (!parsed.en.fields || !parsed.es.fields) return { problems, stale: [] }
  const spanishFields = parsed.es.fields
  const written: Record<Locale, Fields> = { en: parsed.en.fields, es: spanishFields }

  problems.push(
    ...unknownFields(kind, en, written.en, [...sharedKeys, ...wordKeys], 'en'),
    ...unknownFields(kind, es, written.es, [...wordKeys, translatedFromField], 'es'),
  )

  const shared = kind.shared.safeParse(pick(written.en, sharedKeys))
  if (!shared.success)
    problems.push(...schemaProblems(shared.error, written.en, { file: en.path, language: 'en' }))
  const words = Object.fromEntries(
    languages.map((language) => {
      const result = kind.words.safeParse(pick(written[language], wordKeys))
      if (!result.success)
        problems.push(
          ...schemaProblems(result.error, written[language], { file: files[language]!.path, language }),
        )
      return [language, result.success ? (result.data as Fields) : undefined]
    }),
  ) as Record<Locale, Fields | undefined>

  problems.push(...unmatchedLists(words.en ?? written.en, words.es ?? written.es, es.path))
  if (shared.success) problems.push(...photoProblems(kind, { en, es }, shared.data, written, uploaded))
  if (figureNames)
    for (const language of languages)
      problems.push(
        ...unknownFigures(words[language] ?? {}, figureNames, { file: files[language]!.path, language }),
      )

  if (!shared.success || !words.en || !words.es) return { problems, stale: [] }
  return {
    entry: { en: { ...shared.data, ...words.en }, es: { ...shared.data, ...words.es } },
    problems,
    stale: staleFields(es.path, words.en, spanishFields[translatedFromField]),
  }
}

/**
 * Checks every content file against its kind's schemas and the rules between languages, and gives
 * the data the pages read. `figureNames`, when given, are the figures words may name as `{{name}}`.
 */
export function checkContent(
  files: readonly ContentFile[],
  {
    kinds = contentKinds,
    figureNames,
  }: { kinds?: readonly ContentKind[]; figureNames?: ReadonlySet<string> } = {},
): CheckedContent {
  const problems: Problem[] = []
  const stale: StaleField[] = []
  const data: ContentData = {}
  const uploaded = new Set<string>()
  const byKind = new Map<string, Map<string, EntryFiles & { only?: ContentFile }>>()
  for (const file of files) {
    const [, folder = '', name = '', ...deeper] = file.path.split('/')
    if (folder === mediaFolder) {
      // A photo a data file may name; the CMS uploads into the folder itself, never deeper.
      if (deeper.length === 0) uploaded.add(name)
      continue
    }
    const kind = kinds.find((candidate) => candidate.name === folder)
    if (!kind) {
      problems.push({
        file: file.path,
        field: '',
        message: `is in a folder that is no kind of content; the kinds are ${kinds.map(({ name }) => name).join(', ')}.`,
      })
      continue
    }
    const match = deeper.length === 0 ? fileName.exec(name) : null
    const slug = match?.groups?.slug ?? ''
    const language = match?.groups?.language as Locale | undefined
    const named =
      match &&
      (language !== undefined) === hasWords(kind) &&
      (kind.entries === 'one' ? slug === kind.name : slugPattern.test(slug))
    if (!named) {
      const files = (slug: string) => (hasWords(kind) ? `${slug}.en.yml and ${slug}.es.yml` : `${slug}.yml`)
      const expected =
        kind.entries === 'one'
          ? files(kind.name)
          : `${files('<name>')}, the name in lower-case letters, digits and hyphens`
      problems.push({
        file: file.path,
        field: '',
        message: `is not named as ${kind.label}'s files are: ${expected}.`,
      })
      continue
    }
    const entries = byKind.get(kind.name) ?? new Map<string, EntryFiles & { only?: ContentFile }>()
    byKind.set(kind.name, entries)
    entries.set(slug, { ...entries.get(slug), [language ?? 'only']: file })
  }
  for (const kind of kinds) {
    const entries = [
      ...(byKind.get(kind.name) ?? new Map<string, EntryFiles & { only?: ContentFile }>()),
    ].sort(([a], [b]) => a.localeCompare(b))
    if (kind.entries === 'one' && entries.length === 0)
      problems.push({
        file: entryFile(kind.name, kind.name, hasWords(kind) ? 'en' : undefined),
        field: '',
        message: 'missing.',
      })
    problems.push(...unlistedEntries(kind, entries))
    if (!hasWords(kind)) {
      const checked = entries.map(([slug, { only }]) => [slug, checkWordless(kind, only!)] as const)
      for (const [, result] of checked) problems.push(...result.problems)
      const good = checked.flatMap(([slug, { entry }]) => (entry ? [[slug, entry] as const] : []))
      data[kind.name] = kind.entries === 'one' ? good[0]?.[1] : Object.fromEntries(good)
      continue
    }
    const checked = entries.map(
      ([slug, entryFiles]) => [slug, checkEntry(kind, entryFiles, { figureNames, uploaded })] as const,
    )
    for (const [, result] of checked) {
      problems.push(...result.problems)
      stale.push(...result.stale)
    }
    problems.push(...misnamedEntries(kind, checked))
    data[kind.name] =
      kind.entries === 'one'
        ? checked[0]?.[1].entry
        : Object.fromEntries(
            languages.map((language) => [
              language,
              Object.fromEntries(
                checked.flatMap(([slug, { entry }]) => (entry ? [[slug, entry[language]]] : [])),
              ),
            ]),
          )
  }
  return { data, problems, stale }
}
