import { lstat, open, readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * What both storages do on local disk: the incoming folder's batches, and the age of what is in
 * it. A batch's files are synced one by one as they arrive (forms/artwork-files.ts).
 */

/** How long an incoming batch is left alone: an upload in flight writes every minute at least. */
export const staleAfterMs = 10 * 60_000

/** The names the collector gives files: 32 hex digits and the ending of the type their bytes showed. */
export const storedNamePattern = /^[0-9a-f]{32}\.(?:png|jpg|svg|pdf|ai|eps)$/

/** Makes a folder's entries (a file created, renamed or removed in it) survive a power cut. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true })
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException
    if (code === 'ENOENT' || code === 'ENOTDIR') return []
    throw error
  }
}

/** The last time anything was written in `target` (a file, or a folder and its files). */
async function lastWritten(target: string): Promise<number> {
  const times = [(await lstat(target)).mtimeMs]
  for (const entry of await entries(target)) times.push((await lstat(path.join(target, entry.name))).mtimeMs)
  return Math.max(...times)
}

/**
 * True when nothing has written to `target` for `staleAfterMs`. What was written more recently may
 * be an upload in flight, in this server or in another one sharing the folder.
 */
export async function isStale(target: string, now: number): Promise<boolean> {
  try {
    return (await lastWritten(target)) < now - staleAfterMs
  } catch (error) {
    // Gone while looking: another sweep or the upload's own end took it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * Goes through the incoming batches: `each` sees every file of every batch (to finish a move a crash
 * cut off), told whether the batch is abandoned; then the batches of posts refused, abandoned or
 * cut off are removed once stale. Returns how many were removed.
 */
export async function sweepIncoming(
  incoming: string,
  now: number,
  each: (batch: string, name: string, abandoned: boolean) => Promise<void> = async () => undefined,
): Promise<number> {
  let removed = 0
  for (const batch of await entries(incoming)) {
    const from = path.join(incoming, batch.name)
    // Judged before `each`, whose moves are writes to the folder too.
    const abandoned = await isStale(from, now)
    for (const file of batch.isDirectory() ? await entries(from) : [])
      if (file.isFile()) await each(from, file.name, abandoned)
    if (abandoned) {
      await rm(from, { recursive: true, force: true })
      removed++
    }
  }
  return removed
}
