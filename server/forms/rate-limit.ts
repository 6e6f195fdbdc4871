import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The collector's limit on submissions per address and minute, counted by @fastify/rate-limit (an
 * IPv6 address counts by its /64, as one household or phone network gets). `limit` 0 turns it off.
 * Resolves with the seconds to wait when `request` is over the limit, otherwise undefined; the
 * forms plugin answers in its own words, as JSON or by sending a browser back to its form.
 */
export async function formsRateLimit(app: FastifyInstance, limit: number) {
  if (limit === 0) return async (_request: FastifyRequest): Promise<number | undefined> => undefined
  await app.register(rateLimit, { global: false })
  const check = app.createRateLimit({ max: limit, timeWindow: 60_000 })
  return async (request: FastifyRequest): Promise<number | undefined> => {
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return undefined
    return Math.max(1, result.ttlInSeconds)
  }
}
