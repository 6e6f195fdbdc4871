import type { RetentionPeriods } from '../../app/lib/retention'
import { audit, server } from './audit'
import type { Db, LeadStatus, RemovesFiles, StoredFile } from './schema'
import { suppressionHash } from './suppressions'
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
  storage: RemovesFiles,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * day).toISOString()
  const deleted = await deleteInBatches(db, storage, now, () =>
    db
      .selectFrom('leads')
      .select('id')
      .where('status', '=', 'spam')
      .where((eb) => eb(eb.fn.coalesce('status_changed_at', 'created_at'), '<', cutoff))
      .where('id', 'not in', (eb) => eb.selectFrom('subscribers').select('lead_id'))
      .orderBy('id')
      .limit(batch)
      .execute(),
  )
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

/**
 * Deletes the leads `due` names, a batch at a time until it names none, each batch in one
 * transaction with everything of its leads (a signup's pending subscription too), then their
 * files. Returns how many leads went.
 */
async function deleteInBatches(
  db: Db,
  storage: RemovesFiles,
  now: Date,
  due: () => Promise<Array<{ id: number }>>,
): Promise<number> {
  let deleted = 0
  for (let rows = await due(); rows.length > 0; rows = await due()) {
    const ids = rows.map((row) => row.id)
    const gone = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('subscribers').where('lead_id', 'in', ids).where('state', '=', 'pending').execute()
      return deleteLeadRows(trx, ids, now)
    })
    await storage.remove(gone.files)
    deleted += gone.leads
  }
  return deleted
}

/** What one retention sweep removed. */
export interface SweptCounts {
  /** Leads past their time, deleted with their files and everything else of them. */
  leads: number
  /** Files of closed leads past UPLOAD_RETENTION_MONTHS, removed while their leads stay. */
  files: number
  /** Ended subscriptions turned into suppression entries. */
  unsubscribed: number
}

/** The calendar date `months` months before `now`, in UTC, as stored times compare. */
export function monthsBefore(now: Date, months: number): string {
  const then = new Date(now.getTime())
  then.setUTCMonth(then.getUTCMonth() - months)
  return then.toISOString()
}

const openStatuses: LeadStatus[] = ['new', 'contacted', 'quoted', 'lost']

/**
 * The leads of `statuses` with no activity since `cutoff`. A lead's last activity is the latest of
 * its arrival, its last status change, a note on it, and a mail about it delivered (to the sales
 * team, the buyer or the CRM). Opening or reading a lead is no activity. Leads a subscription
 * still holds (confirmed, or ended and not yet swept) are left to it; a signup never confirmed
 * goes with its lead.
 */
function dueLeads(db: Db, statuses: LeadStatus[], cutoff: string) {
  return db
    .selectFrom('leads')
    .select('id')
    .where('status', 'in', statuses)
    .where((eb) => eb(eb.fn.coalesce('status_changed_at', 'created_at'), '<', cutoff))
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('lead_notes')
            .select('lead_notes.id')
            .whereRef('lead_notes.lead_id', '=', 'leads.id')
            .where('lead_notes.created_at', '>=', cutoff),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox')
            .select('outbox.id')
            .whereRef('outbox.lead_id', '=', 'leads.id')
            .where('outbox.sent_at', '>=', cutoff),
        ),
      ),
    )
    .where('id', 'not in', (eb) =>
      eb.selectFrom('subscribers').select('lead_id').where('state', '!=', 'pending'),
    )
    .orderBy('id')
    .limit(batch)
}

/**
 * Deletes what the retention periods say is due, a batch at a time, and writes one audit entry with
 * the counts when anything went:
 * - leads (not spam: deleteOldSpam has its own period) whose last activity is older than
 *   LEAD_RETENTION_MONTHS, or WON_LEAD_RETENTION_MONTHS for a won one, with their files;
 * - the files of leads closed (won or lost) longer than UPLOAD_RETENTION_MONTHS ago, the leads
 *   staying until their own time;
 * - ended newsletter subscriptions, each kept only as a suppression entry (a keyed hash of the
 *   address and the date), so the address is never mailed again; the signup then follows the
 *   period of any lead.
 * `key` is the site's secret the suppression hashes are keyed with.
 */
export async function sweepRetention(
  db: Db,
  storage: RemovesFiles,
  periods: RetentionPeriods,
  key: Buffer,
  now = new Date(),
): Promise<SweptCounts> {
  const counts: SweptCounts = { leads: 0, files: 0, unsubscribed: 0 }

  for (;;) {
    const ended = await db
      .selectFrom('subscribers')
      .select(['id', 'email_key', 'unsubscribed_at'])
      .where('state', '=', 'unsubscribed')
      .orderBy('id')
      .limit(batch)
      .execute()
    if (ended.length === 0) break
    counts.unsubscribed += await db.transaction().execute(async (trx) => {
      for (const row of ended)
        await trx
          .insertInto('newsletter_suppressions')
          .values({
            address_hash: suppressionHash(key, row.email_key),
            suppressed_at: row.unsubscribed_at ?? now.toISOString(),
          })
          .onConflict((conflict) =>
            conflict
              .column('address_hash')
              .doUpdateSet((eb) => ({ suppressed_at: eb.ref('excluded.suppressed_at') })),
          )
          .execute()
      // A subscription signed up for again since it was read stays: its confirmation lifts the entry.
      const gone = await trx
        .deleteFrom('subscribers')
        .where(
          'id',
          'in',
          ended.map((row) => row.id),
        )
        .where('state', '=', 'unsubscribed')
        .executeTakeFirst()
      return Number(gone.numDeletedRows)
    })
  }

  for (const [statuses, months] of [
    [openStatuses, periods.leadMonths],
    [['won'], periods.wonLeadMonths],
  ] as const) {
    const cutoff = monthsBefore(now, months)
    counts.leads += await deleteInBatches(db, storage, now, () =>
      dueLeads(db, [...statuses], cutoff).execute(),
    )
  }

  const closedBefore = monthsBefore(now, periods.uploadMonths)
  for (;;) {
    const rows = await db
      .selectFrom('uploads')
      .innerJoin('leads', 'leads.id', 'uploads.lead_id')
      .select(['uploads.id', 'uploads.lead_id as leadId', 'uploads.stored_name as storedName'])
      .where('leads.status', 'in', ['won', 'lost'])
      .where((eb) => eb(eb.fn.coalesce('leads.status_changed_at', 'leads.created_at'), '<', closedBefore))
      .orderBy('uploads.id')
      .limit(batch)
      .execute()
    if (rows.length === 0) break
    await db
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute()
    // The rows first: a crash before the files go leaves files no row names, which the storage's
    // sweep reports, never a row whose file is missing.
    const files: StoredFile[] = rows.map(({ leadId, storedName }) => ({ leadId, storedName }))
    await storage.remove(files)
    counts.files += rows.length
  }

  if (counts.leads + counts.files + counts.unsubscribed > 0)
    await audit(db, server, 'deleted-by-retention', { detail: retentionDetail(counts, periods) }, now)
  return counts
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The audit entry's words: what went, under which periods. */
function retentionDetail(counts: SweptCounts, periods: RetentionPeriods): string {
  return [
    `${counted(counts.leads, 'lead', 'leads')} past ${periods.leadMonths} months (won: ${periods.wonLeadMonths}) since their last activity`,
    `${counted(counts.files, 'file', 'files')} of leads closed over ${periods.uploadMonths} months ago`,
    `${counted(counts.unsubscribed, 'ended subscription', 'ended subscriptions')} kept as suppression entries`,
  ].join('; ')
}
