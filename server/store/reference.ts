import { randomBytes } from 'node:crypto'
import { site } from '../../app/content/site'

/** Letters and digits no one misreads: no 0/O, 1/I/L, and no U (which reads as V on a phone). */
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const length = 8

/**
 * A lead's reference, such as `SS-4F7K2QXM`: 30^8 (6.6 × 10^11) values from the system's secure
 * random source, so references cannot be guessed or walked through.
 */
export function newReference(): string {
  let code = ''
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Bytes from 240 up would favour the first letters; they are drawn again.
      if (byte < 240 && code.length < length) code += alphabet[byte % alphabet.length]
    }
  }
  return `${site.referencePrefix}-${code}`
}

const pattern = new RegExp(`^${site.referencePrefix}-[${alphabet}]{${length}}$`)

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && pattern.test(value)
}
