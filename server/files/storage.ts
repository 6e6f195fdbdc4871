import type { Readable } from 'node:stream'
import type { Db, StoredFile } from '../store/schema'

export interface Sweep {
  /** Files a crash left in an incoming folder after their lead was committed, now in place. */
  placed: number
  /** Incoming batches of posts never committed (refused, abandoned, cut off), removed with what they kept. */
  removed: number
  /**
   * Kept files that no row names (`<lead id>/<name>` in a folder, the key in a bucket): reported,
   * never removed, since they may be another store's (a site moved without its rows, a wrong
   * DATABASE_URL) or a deletion's that a crash cut off.
   */
  unnamed: string[]
}

/** What the last sweep found, for /healthz and the inbox. */
export interface FilesReport {
  unnamed: string[]
}

/**
 * Where leads' files are kept: a directory (on this machine, or a mount every instance shares) or
 * an S3-compatible bucket. Either way a post's files stream first into a local batch folder under
 * `incoming`, where they are judged by their first bytes and hashed; `keep` makes them durable where
 * every instance finds them before the lead's commit names them, so a row never points to nothing.
 * What a post left behind in its incoming batch is swept; a kept file is removed only with its row.
 */
export interface FileStorage {
  /** The local folder each post's files arrive in, one batch folder per post. */
  readonly incoming: string
  /** Before the lead's commit: the batch's files made durable (on disk, or in the bucket). */
  keep(batch: string, storedNames: string[]): Promise<void>
  /** After the commit: the files under their lead, and the batch folder gone. Safe to repeat. */
  place(leadId: number, batch: string, storedNames: string[]): Promise<void>
  /** A file's bytes for a download; undefined when it is not there. */
  read(file: StoredFile): Promise<{ size: number; stream: Readable } | undefined>
  /** Removes files whose rows are gone (deleted and committed). */
  remove(files: StoredFile[]): Promise<void>
  /**
   * After `keep`, when no commit followed (it failed, or may have): the batch removed, or left for
   * the sweep to remove with what `keep` made durable once it has checked no row names it.
   */
  forget(batch: string): Promise<void>
  /**
   * Finishes what a crash cut off, removes the incoming batches of posts never committed, and
   * lists the kept files that no row names: at start, then now and then.
   */
  sweep(db: Db, now?: number): Promise<Sweep>
}
