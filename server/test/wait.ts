/** Polls `check` until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const result = await check()
    if (result) return result as Exclude<Awaited<T>, false | 0 | '' | null | undefined>
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
