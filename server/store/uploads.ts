import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Selectable, Transaction } from 'kysely'
import type { ArtworkKind, ArtworkType } from '../../app/lib/order/artwork'
import type { Database, Db, UploadsTable } from './schema'
import { dropFromSearch } from './search'

/**
 * A lead's files live in `DATA_DIR/uploads/<lead id>/`, under names the collector made. Files
 * arrive in `uploads/.incoming/<batch>/` and move to their lead's folder once the lead's commit,
 * which holds their rows, is on disk: a row is never without its file (until the move, the file
 * waits in the incoming folder, and a start after a crash finishes the move), and a file without
 * a row is removed at the next start.
 */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')
export const incomingDir = (dataDir: string) => path.join(uploadsDir(dataDir), '.incoming')
export const leadDir = (dataDir: string, leadId: number) => {
  // The lead's id is the only part of a path that comes from the database: a whole number, always.
  if (!Number.isSafeInteger(leadId) || leadId < 1) throw new Error(`Not a lead id: ${leadId}`)
  return path.join(uploadsDir(dataDir), String(leadId))
}

export interface NewUpload {
  /** As the buyer's computer named it, cleaned for display. */
  name: string
  storedName: string
  mediaType: string
  type: ArtworkType
  kind: ArtworkKind
  width?: number
  height?: number
  bytes: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
}

export interface Upload extends NewUpload {
  id: number
  leadId: number
  createdAt: string
}

export const uploadPath = (dataDir: string, upload: Pick<Upload, 'leadId' | 'storedName'>) =>
  path.join(leadDir(dataDir, upload.leadId), upload.storedName)

/** The rows of a lead's files, written in the lead's own transaction. */
export async function insertUploads(
  trx: Transaction<Database>,
  leadId: number,
  uploads: NewUpload[],
  createdAt: string,
): Promise<void> {
  if (uploads.length === 0) return
  await trx
    .insertInto('uploads')
    .values(
      uploads.map((upload) => ({
        lead_id: leadId,
        name: upload.name,
        stored_name: upload.storedName,
        media_type: upload.mediaType,
        type: upload.type,
        kind: upload.kind,
        width: upload.width ?? null,
        height: upload.height ?? null,
        bytes: upload.bytes,
        sha256: upload.sha256,
        created_at: createdAt,
      })),
    )
    .execute()
}

function toUpload(row: Selectable<UploadsTable>): Upload {
  return {
    id: row.id,
    leadId: row.lead_id,
    name: row.name,
    storedName: row.stored_name,
    mediaType: row.media_type,
    type: row.type as ArtworkType,
    kind: row.kind,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
    bytes: row.bytes,
    sha256: row.sha256,
    createdAt: row.created_at,
  }
}

/** A lead's files, in the order they were sent. */
export async function listUploads(db: Db, leadId: number): Promise<Upload[]> {
  const rows = await db
    .selectFrom('uploads')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute()
  return rows.map(toUpload)
}

export async function findUpload(db: Db, id: number): Promise<Upload | undefined> {
  const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toUpload(row)
}

/** Makes a folder's entries (a file created, renamed or removed in it) survive a power cut. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Moves a file into a lead's folder, unless a sweep (of this server or another) already has. */
async function moveInto(target: string, from: string, name: string): Promise<boolean> {
  try {
    await rename(path.join(from, name), path.join(target, name))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    await lstat(path.join(target, name))
    return false
  }
}

/**
 * Moves files received in an incoming folder into their lead's folder, after the lead's commit,
 * and removes the incoming folder. Safe to repeat: a file already moved is not looked for again.
 */
export async function placeUploads(
  dataDir: string,
  leadId: number,
  from: string,
  storedNames: string[],
): Promise<void> {
  const target = leadDir(dataDir, leadId)
  await mkdir(target, { recursive: true })
  for (const name of storedNames) await moveInto(target, from, name)
  await syncDir(target)
  await syncDir(uploadsDir(dataDir))
  await rm(from, { recursive: true, force: true })
}

/**
 * Deletes the rows of leads and of everything that hangs on them (files, delivery jobs, notes,
 * tags, search entries), in the caller's transaction; returns how many leads there were. Their
 * audit entries stay: the log outlives what it names. A lead still named by a newsletter
 * subscription is refused by the database's foreign key: erasing a subscription is its own step.
 */
export async function deleteLeadRows(trx: Transaction<Database>, leadIds: number[]): Promise<number> {
  if (leadIds.length === 0) return 0
  await trx.deleteFrom('uploads').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('outbox').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('lead_tags').where('lead_id', 'in', leadIds).execute()
  await dropFromSearch(trx, leadIds)
  const result = await trx.deleteFrom('leads').where('id', 'in', leadIds).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Removes the folders of leads whose rows are gone (deleteLeadRows, committed). */
export async function removeLeadFolders(dataDir: string, leadIds: number[]): Promise<void> {
  for (const leadId of leadIds) await rm(leadDir(dataDir, leadId), { recursive: true, force: true })
}

/**
 * Deletes a lead with its files and everything else of it (deleteLeadRows); true when there was
 * such a lead. The rows go first, in one transaction: a crash before the folder is removed leaves
 * files without rows, which the next start removes, and no download link works once the rows are
 * gone.
 */
export async function deleteLead(db: Db, dataDir: string, leadId: number): Promise<boolean> {
  const folder = leadDir(dataDir, leadId)
  const deleted = await db.transaction().execute((trx) => deleteLeadRows(trx, [leadId]))
  await rm(folder, { recursive: true, force: true })
  return deleted > 0
}

async function entries(dir: string) {
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

export interface Sweep {
  /** Files a crash left in an incoming folder after their lead was committed, now in place. */
  placed: number
  /** Incoming folders, and files in a lead's folder that no row names, removed. */
  removed: number
}

/** How long a file or folder no row names is left alone: an upload in flight writes every minute at least. */
export const staleAfterMs = 10 * 60_000

/**
 * Run at start and now and then: finishes every move a crash cut off between a lead's commit and
 * its files' move (their rows are committed, so moving them is always right), then removes what no
 * row names and nothing has written to for `staleAfterMs`: incoming folders of posts refused,
 * abandoned or cut off, and files of a deletion cut off between its commit and its files. What
 * was written more recently may be an upload in flight in this server or in another one sharing
 * the folder, and is left for a later sweep.
 */
export async function sweepUploads(db: Db, dataDir: string, now = Date.now()): Promise<Sweep> {
  const rows = await db.selectFrom('uploads').select(['lead_id', 'stored_name']).execute()
  const leadOf = new Map(rows.map((row) => [row.stored_name, row.lead_id]))
  const sweep: Sweep = { placed: 0, removed: 0 }
  const stale = async (target: string) => {
    try {
      return (await lastWritten(target)) < now - staleAfterMs
    } catch (error) {
      // Gone while looking: another sweep or the upload's own end took it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }
  const remove = async (target: string) => {
    await rm(target, { recursive: true, force: true })
    sweep.removed++
  }

  for (const batch of await entries(incomingDir(dataDir))) {
    const from = path.join(incomingDir(dataDir), batch.name)
    // Judged before the moves below, which are writes to the folder too.
    const abandoned = await stale(from)
    for (const file of batch.isDirectory() ? await entries(from) : []) {
      const leadId = leadOf.get(file.name)
      if (leadId === undefined || !file.isFile()) continue
      const target = leadDir(dataDir, leadId)
      await mkdir(target, { recursive: true })
      if (await moveInto(target, from, file.name)) sweep.placed++
      await syncDir(target)
    }
    if (abandoned) await remove(from)
  }

  for (const folder of await entries(uploadsDir(dataDir))) {
    if (!folder.isDirectory() || !/^[1-9]\d*$/.test(folder.name)) continue
    const leadId = Number(folder.name)
    const dir = leadDir(dataDir, leadId)
    const abandoned = await stale(dir)
    for (const file of await entries(dir)) {
      const target = path.join(dir, file.name)
      if (leadOf.get(file.name) !== leadId && (await stale(target))) await remove(target)
    }
    if (abandoned && (await entries(dir)).length === 0) await rm(dir, { recursive: true, force: true })
  }
  if (sweep.placed > 0) await syncDir(uploadsDir(dataDir))
  return sweep
}
