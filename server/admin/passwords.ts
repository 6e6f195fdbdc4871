import { hash, verify } from '@node-rs/argon2'

/**
 * Argon2id at OWASP's Password Storage Cheat Sheet minimum (19 MiB, two passes, one lane): about
 * 20 ms here, slow enough to make a stolen hash expensive to guess, quick enough for a sign-in.
 */
const parameters = {
  // 2 is Argon2id (the package's const enum cannot be imported by name here).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export const minPasswordLength = 12
/** Long enough for any passphrase; hashing a megabyte on every attempt is an attack, not a password. */
export const maxPasswordLength = 256

/** Why a new password will not do, or undefined when it will. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < minPasswordLength) return `must be at least ${minPasswordLength} characters`
  if (password.length > maxPasswordLength) return `must be at most ${maxPasswordLength} characters`
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'must not be the e-mail address'
  return undefined
}

export const hashPassword = (password: string): Promise<string> => hash(password, parameters)

/**
 * A hash of nothing anyone can type, checked when the address has no account, so a wrong address
 * takes as long to answer as a wrong password and the timing tells nobody which accounts exist.
 */
const stand_in = hashPassword('\u0000 no account \u0000')

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength) return false
  try {
    if (storedHash === undefined) {
      await verify(await stand_in, password)
      return false
    }
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
