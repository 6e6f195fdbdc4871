import { isMap, parse, parseDocument } from 'yaml'
import type { ContentKind } from '../kinds'
import { pick, translatedFromField } from './check'
import { canonicalText, translationHash } from './translation-status'

/**
 * Where the editor ticks, in the Spanish file, the fields whose Spanish was checked against the
 * English and is still right. A save consumes it: no content file keeps it.
 */
export const translationCheckedField = 'translationChecked'

type Fields = Record<string, unknown>

/** One save of an entry in both languages, as the save rule reads it. */
export interface TranslationSave {
  /** The English words the save writes, as the content step reads them. */
  english: Fields
  /** The Spanish words the save writes. */
  spanish: Fields
  /** The Spanish words the file held before the save: none for a new entry. */
  spanishBefore: Fields
  /** The English fingerprints the Spanish file recorded before the save. */
  recorded: Fields
  /** The fields the editor ticked as checked against the English and still right. */
  checked: readonly string[]
}

/**
 * The save rule: a Spanish field written or checked in this save was made from the English as
 * this save writes it (the translator had both side by side), so it records that English's
 * fingerprint; a Spanish field left as it was keeps the fingerprint it had, and stays older than
 * its English if the English changed.
 */
export function translatedFromOnSave({
  english,
  spanish,
  spanishBefore,
  recorded,
  checked,
}: TranslationSave): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).flatMap(([field, value]) => {
      const written = field in spanish
      const edited = canonicalText(spanish[field]) !== canonicalText(spanishBefore[field])
      const fingerprint =
        written && (edited || checked.includes(field)) ? translationHash(value) : recorded[field]
      return typeof fingerprint === 'string' ? [[field, fingerprint]] : []
    }),
  )
}

const asFields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {}

/**
 * A file's words as the content step reads them: the kind's schema's output (defaults filled in),
 * or as written where they do not pass it, which the content step then reports.
 */
function wordsOf(kind: ContentKind, fields: Fields): Fields {
  const written = pick(fields, Object.keys(kind.words.shape))
  const parsed = kind.words.safeParse(written)
  return parsed.success ? (parsed.data as Fields) : written
}

/** The YAML text without the ticks field, unchanged when it has none. */
export function withoutTicks(text: string): string {
  const document = parseDocument(text)
  if (!isMap(document.contents) || !document.has(translationCheckedField)) return text
  document.delete(translationCheckedField)
  return document.toString()
}

/** The files of one entry as a save writes them: the English and the Spanish YAML text. */
export interface EntryTexts {
  english: string
  spanish: string
}

/**
 * An entry's files as the editor is about to write them, with the Spanish file's `translatedFrom`
 * made by the save rule and the ticks consumed. `spanishBefore` is the Spanish file as it was
 * (undefined for a new entry); what it recorded is what the rule keeps, whatever the editor's copy
 * of the entry still holds from when it was opened.
 */
export function recordTranslation(
  kind: ContentKind,
  save: EntryTexts & { spanishBefore?: string },
): EntryTexts {
  const document = parseDocument(save.spanish)
  if (!isMap(document.contents)) return save
  const spanishFields = asFields(document.toJS())
  const before = save.spanishBefore === undefined ? undefined : asFields(parse(save.spanishBefore))
  const ticks = spanishFields[translationCheckedField]
  const translatedFrom = translatedFromOnSave({
    english: wordsOf(kind, asFields(parse(save.english))),
    spanish: wordsOf(kind, spanishFields),
    spanishBefore: before ? wordsOf(kind, before) : {},
    recorded: asFields((before ?? spanishFields)[translatedFromField]),
    checked: Array.isArray(ticks) ? ticks.filter((tick) => typeof tick === 'string') : [],
  })
  document.delete(translationCheckedField)
  if (Object.keys(translatedFrom).length > 0) document.set(translatedFromField, translatedFrom)
  else document.delete(translatedFromField)
  return { english: withoutTicks(save.english), spanish: document.toString() }
}
