import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { countHit, rateLimitKey } from '../store/rate-limits'
import type { Db } from '../store/schema'

export interface FormsRateLimit {
  /** Submissions per minute per address; 0 turns the limit off. */
  perMinute: number
  /** Where the counts are kept, so every instance of the collector shares them. */
  db: Db
}

/** @fastify/rate-limit's counts, kept in the store's `rate_limits` table (store/rate-limits.ts). */
function storeIn(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countHit(db, rateLimitKey(`forms:${key}`), windowMs).then(
        (hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.windowEnds - Date.now()) }),
        (error: Error) => callback(error),
      )
    }

    child() {
      return this
    }
  }
}

/**
 * The collector's limit on submissions per address and minute, counted by @fastify/rate-limit (an
 * IPv6 address counts by its /64, as one household or phone network gets) in the database.
 * Resolves with the seconds to wait when `request` is over the limit, otherwise undefined; the
 * forms plugin answers in its own words, as JSON or by sending a browser back to its form.
 */
export async function formsRateLimit(app: FastifyInstance, { perMinute, db }: FormsRateLimit) {
  if (perMinute === 0) return async (_request: FastifyRequest): Promise<number | undefined> => undefined
  await app.register(rateLimit, { global: false, store: storeIn(db) })
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000 })
  return async (request: FastifyRequest): Promise<number | undefined> => {
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return undefined
    return Math.max(1, result.ttlInSeconds)
  }
}
