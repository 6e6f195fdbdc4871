type Truthy<T> = Exclude<Awaited<T>, false | 0 | '' | null | undefined>

/** Polls `check` until it returns something truthy, and returns that; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => T, timeoutMs = 15_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (result) return result as Truthy<T>
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
