import type { Selectable, Transaction } from 'kysely'
import type { ArtworkType } from '../../app/lib/order/artwork'
import type { Database, Db, NewUpload, RemovesFiles, StoredFile, Upload, UploadsTable } from './schema'
import { giveTurnsBack } from './reply-caps'
import { dropFromSearch } from './search'

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

/**
 * Deletes the rows of leads and of everything that hangs on them (files, delivery jobs, notes,
 * tags, search entries), in the caller's transaction; returns how many leads there were and the
 * files whose rows went, for the storage to remove once this commits. Their audit entries stay:
 * the log outlives what it names. A lead still named by a newsletter subscription is refused by
 * the database's foreign key: erasing a subscription is its own step. The turns its automatic
 * replies had under the caps are given back.
 */
export async function deleteLeadRows(
  trx: Transaction<Database>,
  leadIds: number[],
  now = new Date(),
): Promise<{ leads: number; files: StoredFile[] }> {
  if (leadIds.length === 0) return { leads: 0, files: [] }
  const files = await trx
    .selectFrom('uploads')
    .select(['lead_id as leadId', 'stored_name as storedName'])
    .where('lead_id', 'in', leadIds)
    .execute()
  await trx.deleteFrom('uploads').where('lead_id', 'in', leadIds).execute()
  const replies = await trx
    .selectFrom('outbox')
    .select(['kind', 'recipient_key', 'network_key', 'reply_slot'])
    .where('lead_id', 'in', leadIds)
    .where('reply_slot', 'is not', null)
    .execute()
  await giveTurnsBack(trx, replies, now)
  await trx.deleteFrom('outbox').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('lead_tags').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('newsletter_consents').where('lead_id', 'in', leadIds).execute()
  await trx.deleteFrom('lead_origins').where('lead_id', 'in', leadIds).execute()
  await dropFromSearch(trx, leadIds)
  const result = await trx.deleteFrom('leads').where('id', 'in', leadIds).executeTakeFirst()
  return { leads: Number(result.numDeletedRows), files }
}

/**
 * Deletes a lead with its files and everything else of it (deleteLeadRows); true when there was
 * such a lead. The rows go first, in one transaction: a crash before the files are removed leaves
 * files without rows, which the sweep removes, and no download link works once the rows are gone.
 */
export async function deleteLead(db: Db, storage: RemovesFiles, leadId: number): Promise<boolean> {
  const deleted = await db.transaction().execute((trx) => deleteLeadRows(trx, [leadId]))
  await storage.remove(deleted.files)
  return deleted.leads > 0
}
