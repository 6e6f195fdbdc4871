import { createHmac } from 'node:crypto'
import { audit, server } from './audit'
import { countHit, forgetHits, rateLimitKey, uncountHit, type RateLimitKey } from './rate-limits'
import type { Db } from './schema'

/**
 * How many sign-in attempts may be made in a window, counted in the shared counters so every
 * instance sees the same figures. An attempt is counted before its password is checked, so
 * attempts made at once are counted one by one and never all checked against a count of none.
 *
 * - per account and address: the lockout a guesser meets, and only the guesser;
 * - per address: one address guessing at many accounts;
 * - per account: many addresses guessing at one account; an address the account signed in from
 *   before still gets through, so a stranger cannot keep the owner out.
 */
export const throttle = {
  windowMinutes: 15,
  perPair: 5,
  perAddress: 20,
  perAccount: 30,
  /** How long an address an account signed in from stays one it may sign in from past the ceiling. */
  knownAddressDays: 90,
}

/** An attempt counted against every limit it falls under, to be forgotten if it succeeds. */
export interface Attempt {
  /** Seconds to wait before another attempt; 0: this one may go ahead. */
  wait: number
  /** The counters the attempt was counted in. */
  keys: RateLimitKey[]
  addressHash: string
}

/**
 * A fixed-size key for what a client sent or is: keyed with the site's secret, so the stored hash
 * of an address or an account tells nobody which it was.
 */
export function keyedHash(secret: Buffer, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url')
}

export interface Attempter {
  /** The address typed, as an account key, whether or not an account has it. */
  accountKey: string
  /** The account's id when there is one. */
  userId?: number
  /** The client's IP address. */
  address: string
}

/**
 * Counts one attempt for `who` and says whether it may go ahead. Each count is one statement that
 * adds and reads back together; a refused attempt is kept for the hourly summary instead.
 * Any error of the store is thrown: the caller refuses the attempt.
 */
export async function reserveAttempt(
  db: Db,
  secret: Buffer,
  who: Attempter,
  now = new Date(),
): Promise<Attempt> {
  const windowMs = throttle.windowMinutes * 60_000
  const addressHash = keyedHash(secret, 'address', who.address)
  const limits: [key: string, limit: number][] = [
    [`sign-in:pair:${keyedHash(secret, 'pair', who.accountKey, who.address)}`, throttle.perPair],
    [`sign-in:address:${addressHash}`, throttle.perAddress],
    [`sign-in:account:${keyedHash(secret, 'account', who.accountKey)}`, throttle.perAccount],
  ]
  const keys: RateLimitKey[] = []
  for (const [key, limit] of limits) {
    // Counted only while the attempt is still going ahead: a guesser refused by the pair's limit
    // uses up nothing of the account's ceiling.
    const stored = rateLimitKey(key)
    const hit = await countHit(db, stored, windowMs, now.getTime())
    keys.push(stored)
    if (hit.hits <= limit) continue
    const known =
      key.startsWith('sign-in:account:') && (await isKnownAddress(db, who.userId, addressHash, now))
    if (known) continue
    await noteThrottled(db, who.userId === undefined ? '' : who.accountKey, addressHash)
    return { wait: Math.max(1, Math.ceil((hit.windowEnds - now.getTime()) / 1000)), keys, addressHash }
  }
  return { wait: 0, keys, addressHash }
}

/**
 * A successful sign-in: the attempt was no failure, so it is taken back; the failures of this
 * account from this address are forgotten, and the address becomes one the account signed in from.
 */
export async function forgetAttempt(db: Db, attempt: Attempt, userId: number, now = new Date()) {
  const [pair, ...others] = attempt.keys
  if (pair) await forgetHits(db, pair)
  for (const key of others) await uncountHit(db, key)
  await db
    .insertInto('sign_in_addresses')
    .values({ user_id: userId, address_hash: attempt.addressHash, last_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'address_hash']).doUpdateSet({ last_at: now.toISOString() }),
    )
    .execute()
}

async function isKnownAddress(db: Db, userId: number | undefined, addressHash: string, now: Date) {
  if (userId === undefined) return false
  const since = new Date(now.getTime() - throttle.knownAddressDays * 86_400_000).toISOString()
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash)
    .where('last_at', '>=', since)
    .executeTakeFirst()
  return row !== undefined
}

/** One row per account and address however often it is refused: a flood cannot grow the table. */
async function noteThrottled(db: Db, accountKey: string, addressHash: string) {
  await db
    .insertInto('sign_in_throttled')
    .values({ account_key: accountKey, address_hash: addressHash, attempts: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['account_key', 'address_hash'])
        .doUpdateSet((eb) => ({ attempts: eb('sign_in_throttled.attempts', '+', 1) })),
    )
    .execute()
}

/**
 * Writes one audit entry per account whose attempts were refused since the last summary (and one
 * for all addresses typed that have no account), then forgets them; the hourly work calls it.
 * The rows are taken by deleting them, so two instances never summarise the same attempts.
 */
export async function summariseThrottled(db: Db, now = new Date()): Promise<number> {
  const taken = await db
    .deleteFrom('sign_in_throttled')
    .returning(['account_key', 'address_hash', 'attempts'])
    .execute()
  const byAccount = new Map<string, { attempts: number; addresses: Set<string> }>()
  for (const row of taken) {
    const entry = byAccount.get(row.account_key) ?? { attempts: 0, addresses: new Set<string>() }
    entry.attempts += row.attempts
    entry.addresses.add(row.address_hash)
    byAccount.set(row.account_key, entry)
  }
  for (const [accountKey, { attempts, addresses }] of byAccount) {
    const account = accountKey ? `account ${accountKey}` : 'addresses that have no account'
    const from = addresses.size === 1 ? '1 address' : `${addresses.size} addresses`
    const detail = `${attempts} throttled ${attempts === 1 ? 'attempt' : 'attempts'} on ${account} from ${from} in the last hour`
    await audit(db, server, 'sign-in-throttled', { detail }, now)
  }
  // Addresses not signed in from for long are no longer let past the ceiling.
  const stale = new Date(now.getTime() - throttle.knownAddressDays * 86_400_000).toISOString()
  await db.deleteFrom('sign_in_addresses').where('last_at', '<', stale).execute()
  return byAccount.size
}
