import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { jobKinds } from '../store/schema'

const day = 86_400_000

/** Where the file mailer writes each mail, when no SMTP_URL is set. */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail', 'outbox')

/**
 * The names the file mailer gives: `<reference>-<kind>-<job id>.eml`, and `.eml.tmp` while it
 * writes; the first group is the lead's reference.
 */
export const mailFileName = new RegExp(`^(.+)-(?:${jobKinds.join('|')})-\\d+\\.eml(?:\\.tmp)?$`)

/** The mail files in the folder, by name; none when the folder was never made. */
export async function mailFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(mailFolder(dataDir))).filter((name) => mailFileName.test(name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/**
 * Removes the mail files written more than `days` ago: each is a whole mail, a buyer's name,
 * address and words in it, kept no longer than it is of use. Only names the mailer makes are
 * touched, whatever else is in the folder. Returns how many went.
 */
export async function deleteOldMailFiles(dataDir: string, days: number, now = Date.now()): Promise<number> {
  let deleted = 0
  for (const name of await mailFiles(dataDir)) {
    const file = path.join(mailFolder(dataDir), name)
    const written = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => now,
    )
    if (written >= now - days * day) continue
    await rm(file, { force: true })
    deleted++
  }
  return deleted
}
