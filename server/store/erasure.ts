import { rm } from 'node:fs/promises'
import path from 'node:path'
import { mailFileName, mailFiles, mailFolder } from '../delivery/mail-files'
import { audit, type Actor } from './audit'
import { forgetAddressTurns } from './reply-caps'
import type { Db, RemovesFiles } from './schema'
import { deleteLeadRows } from './uploads'

/**
 * Erasure of one person, for a data-protection request: every lead sent from their address, with
 * its files, deliveries, notes, tags and search entry, their newsletter subscription, the counters
 * of the automatic replies to their address, and the copies of the mails made for them that the
 * site wrote to disk. The audit log keeps that it
 * happened and how much went, never whose.
 */

/** What erasing an address removes, counted. */
export interface Erasure {
  leads: number
  /** Artwork files, kept and their rows. */
  files: number
  /** Mails and webhook calls, sent or not (their outbox rows). */
  deliveries: number
  /** `.eml` copies under DATA_DIR/mail/outbox (written when no SMTP server is set). */
  mailFiles: number
  notes: number
  subscriptions: number
}

/** How erasure finds a person: the address as leads.email_key and subscribers.email_key keep it. */
export const personKey = (email: string) => email.trim().toLowerCase()

/** The mail files of leads, by their names (delivery/mail-files.ts). */
async function mailFilesOf(dataDir: string, references: string[]): Promise<string[]> {
  if (references.length === 0) return []
  const ours = new Set(references)
  return (await mailFiles(dataDir)).filter((name) => ours.has(mailFileName.exec(name)?.[1] ?? ''))
}

async function findPerson(db: Db, dataDir: string, email: string) {
  const key = personKey(email)
  const leads = key
    ? await db.selectFrom('leads').select(['id', 'reference']).where('email_key', '=', key).execute()
    : []
  const ids = leads.map((lead) => lead.id)
  const count = async (table: 'uploads' | 'outbox' | 'lead_notes') =>
    ids.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('lead_id', 'in', ids)
              .executeTakeFirstOrThrow()
          ).count,
        )
  const subscriptions = key
    ? await db
        .selectFrom('subscribers')
        .select('id')
        .where((eb) => eb.or([eb('email_key', '=', key), ...(ids.length ? [eb('lead_id', 'in', ids)] : [])]))
        .execute()
    : []
  const mailFiles = await mailFilesOf(
    dataDir,
    leads.map((lead) => lead.reference),
  )
  const erasure: Erasure = {
    leads: ids.length,
    files: await count('uploads'),
    deliveries: await count('outbox'),
    mailFiles: mailFiles.length,
    notes: await count('lead_notes'),
    subscriptions: subscriptions.length,
  }
  return { ids, subscriptionIds: subscriptions.map((row) => row.id), mailFiles, erasure }
}

/** What erasing `email` would remove, for the page that asks to confirm it. */
export async function erasurePreview(db: Db, dataDir: string, email: string): Promise<Erasure> {
  return (await findPerson(db, dataDir, email)).erasure
}

/** True when erasing `email` removes something. */
export const somethingToErase = (erasure: Erasure) => erasure.leads + erasure.subscriptions > 0

/** "2 leads, 1 file, …": how much an erasure removed, in the audit log's words. */
export function describeErasure(erasure: Erasure): string {
  const parts: Array<[number, string, string]> = [
    [erasure.leads, 'lead', 'leads'],
    [erasure.files, 'file', 'files'],
    [erasure.deliveries, 'delivery', 'deliveries'],
    [erasure.mailFiles, 'mail file', 'mail files'],
    [erasure.notes, 'note', 'notes'],
    [erasure.subscriptions, 'subscription', 'subscriptions'],
  ]
  return parts.map(([count, one, many]) => `${count} ${count === 1 ? one : many}`).join(', ')
}

/**
 * Erases everything of one address. The mail files go first: once the leads are gone, nothing
 * ties a file to the person any more. Then the rows, in one transaction with the audit entry
 * (counts only), then the artwork files: a crash before those leaves files no row names, which
 * the uploads' sweep removes.
 */
export async function erasePerson(
  db: Db,
  dataDir: string,
  storage: RemovesFiles,
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<Erasure> {
  const found = await findPerson(db, dataDir, email)
  for (const name of found.mailFiles) await rm(path.join(mailFolder(dataDir), name), { force: true })
  const deleted = await db.transaction().execute(async (trx) => {
    // A subscription names the signup that started it: it goes first, or the lead cannot.
    if (found.subscriptionIds.length)
      await trx.deleteFrom('subscribers').where('id', 'in', found.subscriptionIds).execute()
    const rows = await deleteLeadRows(trx, found.ids, now)
    await forgetAddressTurns(trx, personKey(email))
    await audit(trx, actor, 'erased-person', { detail: describeErasure(found.erasure) }, now)
    return rows
  })
  await storage.remove(deleted.files)
  return found.erasure
}
