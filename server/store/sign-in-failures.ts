import type { Db } from './schema'

/**
 * Failed sign-ins, counted per account and per address in a sliding window, in the database so
 * every instance sees the same counts. An account that could be guessed at from many addresses,
 * or an address guessing at many accounts, is stopped either way.
 */
export const throttle = {
  windowMinutes: 15,
  perAccount: 5,
  perAddress: 20,
}

export async function recordFailure(db: Db, accountKey: string, address: string, now = new Date()) {
  await db
    .insertInto('sign_in_failures')
    .values({ account_key: accountKey, address, at: now.toISOString() })
    .execute()
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function forgetFailures(db: Db, accountKey: string) {
  await db.deleteFrom('sign_in_failures').where('account_key', '=', accountKey).execute()
}

/**
 * Seconds until another attempt may be made, when the account or the address has used up its
 * failures in the window; 0 when an attempt may be made now.
 */
export async function waitBeforeAttempt(
  db: Db,
  accountKey: string,
  address: string,
  now = new Date(),
): Promise<number> {
  const windowMs = throttle.windowMinutes * 60_000
  const since = new Date(now.getTime() - windowMs).toISOString()
  // Failures older than any window are of no more use.
  await db.deleteFrom('sign_in_failures').where('at', '<', since).execute()
  const waits = await Promise.all(
    (
      [
        ['account_key', accountKey, throttle.perAccount],
        ['address', address, throttle.perAddress],
      ] as const
    ).map(async ([column, value, limit]) => {
      const times = await db
        .selectFrom('sign_in_failures')
        .select('at')
        .where(column, '=', value)
        .where('at', '>=', since)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute()
      if (times.length < limit) return 0
      // The oldest of the last `limit` failures leaves the window first.
      const oldest = Date.parse(times[times.length - 1]!.at)
      return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000))
    }),
  )
  return Math.max(...waits)
}
