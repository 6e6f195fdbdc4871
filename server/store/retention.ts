import type { FileStorage } from '../files/storage'
import { audit, server } from './audit'
import type { Db } from './schema'
import { deleteLeadRows } from './uploads'

const day = 86_400_000
const batch = 500

/** How often the spam folder is looked at for leads past their time. */
export const spamSweepMs = 3_600_000

/**
 * Deletes, with their files and everything else of them, the leads that have been in the spam
 * folder longer than `days`: counted from when they were put there (a honeypot catch from its
 * arrival, a lead marked as spam from the marking), so a lead marked today has its full time to
 * be found and rescued. One audit entry says how many went. A lead a newsletter subscription still
 * names is kept: the subscription is the person's to end, or an erasure's. Returns the count.
 */
export async function deleteOldSpam(
  db: Db,
  storage: FileStorage,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * day).toISOString()
  let deleted = 0
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select('id')
      .where('status', '=', 'spam')
      .where((eb) => eb(eb.fn.coalesce('status_changed_at', 'created_at'), '<', cutoff))
      .where('id', 'not in', (eb) => eb.selectFrom('subscribers').select('lead_id'))
      .orderBy('id')
      .limit(batch)
      .execute()
    if (rows.length === 0) break
    const ids = rows.map((row) => row.id)
    const gone = await db.transaction().execute((trx) => deleteLeadRows(trx, ids, now))
    await storage.remove(gone.files)
    deleted += gone.leads
  }
  if (deleted > 0)
    await audit(
      db,
      server,
      'deleted-spam',
      { detail: `${deleted} spam ${deleted === 1 ? 'lead' : 'leads'} older than ${days} days` },
      now,
    )
  return deleted
}
