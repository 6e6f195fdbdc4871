import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/** The field's value with its keys in a fixed order, so moving a key in the file changes no hash. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  return value
}

/** A field's value as one text, the same whatever order its keys are written in. */
export const canonicalText = (value: unknown) => JSON.stringify(canonical(value))

/**
 * A short fingerprint of an English field's text, which the Spanish file keeps under
 * `translatedFrom` beside the translation made from it: when the English changes, the fingerprints
 * differ and the translation is listed as older than its English. The content step and the
 * editor's saves (in the browser) compute it alike, so the hash is a library's, not Node's own.
 */
export function translationHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalText(value)))).slice(0, 8)
}

/** A Spanish field whose English has changed since it was translated. */
export interface StaleField {
  /** The Spanish file: `content/faq/faq.es.yml`. */
  file: string
  /** Its top-level field: `entries`. */
  field: string
}

/** How the build lists it: `content/faq/faq.es.yml › entries`. */
export const formatStale = ({ file, field }: StaleField) => `${file} › ${field}`

/** The top-level fields of a Spanish file whose recorded English fingerprint is not the English's now. */
export function staleFields(
  file: string,
  english: Record<string, unknown>,
  translatedFrom: unknown,
): StaleField[] {
  const recorded = (translatedFrom ?? {}) as Record<string, unknown>
  return Object.entries(english)
    .filter(([field, value]) => recorded[field] !== translationHash(value))
    .map(([field]) => ({ file, field }))
}
