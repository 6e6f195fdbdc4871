import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { directoryStorage } from '../files/directory'
import { testEnv } from '../test/env'
import { storeFile } from '../test/stored-file'
import { sampleEnquiry } from '../test/samples'
import { listAudit } from './audit'
import { insertLeads, type NewLead } from './leads'
import { openStore, withStore, type Store } from './open'
import { deleteOldSpam } from './retention'
import { createUser } from './staff'
import { replyCapDefaults } from '../env'

const day = 86_400_000
const now = new Date('2026-11-24T12:00:00.000Z')
const ago = (days: number) => new Date(now.getTime() - days * day)
const policy = { webhook: false, replyCaps: replyCapDefaults }
const enquiry = (spam: boolean, email = 'jane@club.example'): NewLead => ({
  form: 'contact',
  payload: { ...sampleEnquiry, email },
  spam,
  locale: 'en',
})

let dataDir: string
let store: Store

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'))
  store = await openStore({ dataDir: dataDir })
})
afterEach(() => store.close())

const insert = async (lead: NewLead, at: Date) => (await insertLeads(store.db, [lead], policy, at))[0]!.id
const remaining = async () =>
  (await store.db.selectFrom('leads').select('id').orderBy('id').execute()).map((row) => row.id)

const leadDir = (leadId: number) => path.join(dataDir, 'uploads', String(leadId))
const storage = () => directoryStorage(path.join(dataDir, 'uploads'))

/** A file in the lead's folder, with its row, as an upload leaves it. */
const withFile = (leadId: number) => storeFile(store.db, path.join(dataDir, 'uploads'), leadId, 'a1b2.png')

describe('spam retention', () => {
  it('deletes spam past its days with its files, notes, tags and search entry, and nothing else', async () => {
    const oldSpam = await insert(enquiry(true), ago(31))
    const recentSpam = await insert(enquiry(true), ago(29))
    const oldLead = await insert(enquiry(false), ago(90))
    // Received long ago, put in spam two days ago: it has its whole time to be found.
    const markedLately = await insert(enquiry(false), ago(90))
    await store.db
      .updateTable('leads')
      .set({ status: 'spam', spam: 1, status_changed_at: ago(2).toISOString() })
      .where('id', '=', markedLately)
      .execute()
    await withFile(oldSpam)
    const author = await createUser(store.db, 'sales@example.com', 'hash')
    await store.db
      .insertInto('lead_notes')
      .values({ lead_id: oldSpam, author_id: author, body: 'bot', created_at: now.toISOString() })
      .execute()
    await store.db.insertInto('lead_tags').values({ lead_id: oldSpam, tag: 'bot' }).execute()

    expect(await deleteOldSpam(store.db, storage(), 30, now)).toBe(1)
    expect(await remaining()).toEqual([recentSpam, oldLead, markedLately])
    expect(existsSync(leadDir(oldSpam))).toBe(false)
    for (const table of ['uploads', 'lead_notes', 'lead_tags'] as const)
      expect(await store.db.selectFrom(table).selectAll().execute()).toEqual([])
    const indexed = await sql<{ rowid: number }>`SELECT rowid FROM leads_search ORDER BY rowid`.execute(
      store.db,
    )
    expect(indexed.rows.map((row) => row.rowid)).toEqual([recentSpam, oldLead, markedLately])

    expect(await listAudit(store.db)).toMatchObject([
      {
        action: 'deleted-spam',
        actorEmail: 'server',
        leadId: null,
        detail: '1 spam lead older than 30 days',
      },
    ])
    // Nothing more to delete: nothing more in the log.
    expect(await deleteOldSpam(store.db, storage(), 30, now)).toBe(0)
    expect(await listAudit(store.db)).toHaveLength(1)
  })

  it('keeps a lead a newsletter subscription still names', async () => {
    const signup = await insert(
      { form: 'newsletter', payload: { email: 'sub@example.com' }, spam: false, locale: 'en' },
      ago(90),
    )
    await store.db
      .updateTable('leads')
      .set({ status: 'spam', spam: 1, status_changed_at: ago(60).toISOString() })
      .where('id', '=', signup)
      .execute()
    expect(await deleteOldSpam(store.db, storage(), 30, now)).toBe(0)
    expect(await remaining()).toEqual([signup])
  })

  it('runs when the server starts, with SPAM_RETENTION_DAYS', async () => {
    const weekOld = await insert(enquiry(true), new Date(Date.now() - 8 * day))
    const fresh = await insert(enquiry(true), new Date(Date.now() - 6 * day))
    await store.close()
    const app = await buildApp(testEnv({ DATA_DIR: dataDir, SPAM_RETENTION_DAYS: '7' }))
    await app.close()
    store = await openStore({ dataDir: dataDir })
    expect(await remaining()).toEqual([fresh])
    expect(weekOld).not.toBe(fresh)
    expect(await withStore({ dataDir: dataDir }, (db) => listAudit(db))).toMatchObject([
      { action: 'deleted-spam' },
    ])
  })
})
