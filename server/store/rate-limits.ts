import { createHash } from 'node:crypto'
import type { Db } from './schema'

/** A counter's stored name: made only by `rateLimitKey`, so no client-chosen string is ever stored. */
export type RateLimitKey = string & { readonly rateLimitKey: unique symbol }

/**
 * The key a counter is stored under for `subject` (what is counted, say `forms:<address>`): its
 * SHA-256, 43 characters whatever the subject's length, so a client that sends a long or
 * ever-changing address cannot grow a row or the index, and the address itself is not stored.
 */
export const counterKey = (subject: string) => createHash('sha256').update(subject).digest('base64url')

/** The key of a rate-limit counter (counterKey). */
export const rateLimitKey = (subject: string) => counterKey(subject) as RateLimitKey

/** How often counters whose window has ended are forgotten. */
export const rateLimitSweepMs = 60_000

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number
  /** When the current window ends, in ms since 1970. */
  windowEnds: number
}

/**
 * Counts one hit for `key` in a fixed window of `windowMs`, in one statement, so every instance of
 * the collector counts against the same figure and two hits at once are both counted. A window
 * that has ended starts again at this hit.
 */
export async function countHit(db: Db, key: RateLimitKey, windowMs: number, now = Date.now()): Promise<Hit> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_ends: now + windowMs, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limits.window_ends', '<=', now)
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_limits.hits', '+', 1))
            .end(),
          window_ends: eb
            .case()
            .when(ended)
            .then(now + windowMs)
            .else(eb.ref('rate_limits.window_ends'))
            .end(),
        }
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow()
  return { hits: row.hits, windowEnds: row.window_ends }
}

/** Forgets the counters whose window ended before `before`: the sweep every `rateLimitSweepMs`. */
export async function deleteEndedWindows(db: Db, before = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_ends', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Takes one hit back from `key`'s current window: an attempt that turned out to be no failure. */
export async function uncountHit(db: Db, key: RateLimitKey): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute()
}

/** Forgets `key`'s counter altogether. */
export async function forgetHits(db: Db, key: RateLimitKey): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}
