const windowMs = 1000

/**
 * Counts the requests of the last second, so delivery can step aside while visitors are many:
 * rendering and sending a mail costs a few milliseconds of the one thread that also answers them.
 */
export function createVisitorLoad(busyAbove: number, now: () => number = Date.now) {
  let windowStart = now()
  let current = 0
  let previous = 0

  function roll() {
    const time = now()
    if (time - windowStart < windowMs) return
    previous = time - windowStart < 2 * windowMs ? current : 0
    current = 0
    windowStart = time
  }

  return {
    /** One request arrived. */
    count() {
      roll()
      current++
    },
    /** More requests than `busyAbove` in this second or the last. */
    busy(): boolean {
      roll()
      return Math.max(current, previous) > busyAbove
    },
  }
}
