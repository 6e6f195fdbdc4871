import type { Readable } from 'node:stream'
import type { UploadSettings } from '../env'
import type { Db } from '../store/schema'
import type { Upload } from '../store/uploads'
import { directoryStorage } from './directory'
import { s3Storage } from './s3'

/** A kept file as storage finds it: its lead, and the name the collector made (never the buyer's). */
export type StoredFile = Pick<Upload, 'leadId' | 'storedName'>

export interface Sweep {
  /** Files a crash left in an incoming folder after their lead was committed, now in place. */
  placed: number
  /** Incoming folders, and kept files that no row names, removed. */
  removed: number
}

/**
 * Where leads' files are kept: a directory (on this machine, or a mount every instance shares) or
 * an S3-compatible bucket. Either way a post's files stream first into a local batch folder under
 * `incoming`, where they are judged by their first bytes and hashed; `keep` makes them durable where
 * every instance finds them before the lead's commit names them, so a row never points to nothing,
 * and whatever no row names is swept.
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
  /** Finishes what a crash cut off and removes what no row names: at start, then now and then. */
  sweep(db: Db, now?: number): Promise<Sweep>
}

/** The storage the settings name: the bucket when `S3_BUCKET` is set, else `UPLOADS_DIR`. */
export const openStorage = (settings: UploadSettings): FileStorage =>
  settings.s3 ? s3Storage(settings.s3, settings.dir) : directoryStorage(settings.dir)
