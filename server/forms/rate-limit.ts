const windowMs = 60_000

/**
 * Counts submissions per address in fixed one-minute windows. `limit` 0 turns it off. The whole map
 * is dropped when a window ends, so memory stays bounded by one minute of addresses.
 */
export function createRateLimit(limit: number, now: () => number = Date.now) {
  let windowStart = now()
  let counts = new Map<string, number>()

  /** Seconds to wait when `address` is over the limit, otherwise undefined. */
  return function take(address: string): number | undefined {
    if (limit === 0) return undefined
    const time = now()
    if (time - windowStart >= windowMs) {
      windowStart = time
      counts = new Map()
    }
    const count = (counts.get(address) ?? 0) + 1
    counts.set(address, count)
    if (count <= limit) return undefined
    return Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000))
  }
}
