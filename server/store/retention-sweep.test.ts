import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { directoryStorage } from '../files/directory'
import { sampleEnquiry } from '../test/samples'
import { storeFile } from '../test/stored-file'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { listAudit } from './audit'
import { insertLeads, type NewLead } from './leads'
import { monthsBefore, sweepRetention } from './retention'
import type { LeadStatus } from './schema'
import { createUser } from './staff'
import { confirmSubscriber, unsubscribe } from './subscribers'
import { isSuppressed } from './suppressions'

const now = new Date('2026-11-24T12:00:00.000Z')
const monthsAgo = (months: number) => new Date(monthsBefore(now, months))
const periods = { leadMonths: 24, wonLeadMonths: 72, uploadMonths: 12, spamDays: 30 }
const policy = { webhook: false, replyCaps: replyCapDefaults }
const key = randomBytes(32)

const enquiry = (email = 'jane@club.example'): NewLead => ({
  form: 'contact',
  payload: { ...sampleEnquiry, email },
  spam: false,
  locale: 'en',
})
const signup = (email: string): NewLead => ({
  form: 'newsletter',
  payload: { email },
  spam: false,
  locale: 'en',
})

let store: TestStore

describe.each(storeKinds)('the retention sweep on %s', (kind) => {
  beforeEach(async () => {
    store = await openTestStore(kind)
  })
  afterEach(() => store.close())

  const uploadsDir = () => path.join(store.dataDir, 'uploads')
  const storage = () => directoryStorage(uploadsDir())
  const fileOf = (leadId: number) => path.join(uploadsDir(), String(leadId), `logo${leadId}.png`)
  const sweep = () => sweepRetention(store.db, storage(), periods, key, now)
  const remaining = async () =>
    (await store.db.selectFrom('leads').select('id').orderBy('id').execute()).map((row) => row.id)

  async function insert(lead: NewLead, at: Date, status?: LeadStatus, changedAt?: Date) {
    const [stored] = await insertLeads(store.db, [lead], policy, at)
    if (status)
      await store.db
        .updateTable('leads')
        .set({ status, status_changed_at: (changedAt ?? at).toISOString() })
        .where('id', '=', stored!.id)
        .execute()
    return stored!.id
  }

  const withFile = (leadId: number) => storeFile(store.db, uploadsDir(), leadId)

  it('deletes a lead past LEAD_RETENTION_MONTHS since its last activity with its files, and keeps one within it', async () => {
    const old = await insert(enquiry(), monthsAgo(25))
    const recent = await insert(enquiry(), monthsAgo(23))
    // Arrived long ago, but a note, a status change or a delivered mail since is activity.
    const noted = await insert(enquiry(), monthsAgo(40))
    const author = await createUser(store.db, 'sales@example.com', 'hash')
    await store.db
      .insertInto('lead_notes')
      .values({
        lead_id: noted,
        author_id: author,
        body: 'Call back in spring',
        created_at: monthsAgo(3).toISOString(),
      })
      .execute()
    const moved = await insert(enquiry(), monthsAgo(40), 'quoted', monthsAgo(20))
    const mailed = await insert(enquiry(), monthsAgo(40))
    await store.db
      .updateTable('outbox')
      .set({ state: 'sent', sent_at: monthsAgo(1).toISOString() })
      .where('lead_id', '=', mailed)
      .where('kind', '=', 'ack')
      .execute()
    await withFile(old)
    await withFile(recent)

    expect(await sweep()).toEqual({ leads: 1, files: 0, unsubscribed: 0 })
    expect(await remaining()).toEqual([recent, noted, moved, mailed])
    expect(existsSync(fileOf(old))).toBe(false)
    expect(existsSync(fileOf(recent))).toBe(true)
    expect(await store.db.selectFrom('uploads').select('lead_id').execute()).toEqual([{ lead_id: recent }])
    expect(
      await store.db.selectFrom('outbox').select('lead_id').where('lead_id', '=', old).execute(),
    ).toEqual([])
  })

  it('keeps a won lead for WON_LEAD_RETENTION_MONTHS, and a lost one only LEAD_RETENTION_MONTHS', async () => {
    const wonLongAgo = await insert(enquiry(), monthsAgo(80), 'won', monthsAgo(73))
    const won = await insert(enquiry(), monthsAgo(80), 'won', monthsAgo(30))
    const lost = await insert(enquiry(), monthsAgo(80), 'lost', monthsAgo(30))

    expect((await sweep()).leads).toBe(2)
    expect(await remaining()).toEqual([won])
    expect([wonLongAgo, lost]).not.toContain(won)
  })

  it('removes the files of a lead closed over UPLOAD_RETENTION_MONTHS ago and keeps the lead', async () => {
    const closed = await insert(enquiry(), monthsAgo(20), 'won', monthsAgo(13))
    const closedLately = await insert(enquiry(), monthsAgo(20), 'lost', monthsAgo(11))
    const open = await insert(enquiry(), monthsAgo(20), 'quoted', monthsAgo(13))
    for (const id of [closed, closedLately, open]) await withFile(id)

    expect(await sweep()).toEqual({ leads: 0, files: 1, unsubscribed: 0 })
    expect(await remaining()).toEqual([closed, closedLately, open])
    expect(existsSync(fileOf(closed))).toBe(false)
    expect(existsSync(fileOf(closedLately))).toBe(true)
    expect(existsSync(fileOf(open))).toBe(true)
    const rows = await store.db.selectFrom('uploads').select('lead_id').orderBy('lead_id').execute()
    expect(rows.map((row) => row.lead_id)).toEqual([closedLately, open])
  })

  it('writes one audit entry with the counts, and none when nothing was due', async () => {
    await insert(enquiry(), monthsAgo(30))
    await insert(enquiry(), monthsAgo(30))
    const closed = await insert(enquiry(), monthsAgo(14), 'lost', monthsAgo(13))
    await withFile(closed)
    await sweep()
    expect(await listAudit(store.db)).toMatchObject([
      {
        action: 'deleted-by-retention',
        actorEmail: 'server',
        leadId: null,
        detail:
          '2 leads past 24 months (won: 72) since their last activity; 1 file of leads closed over 12 months ago; ' +
          '0 ended subscriptions kept as suppression entries',
      },
    ])
    expect(await sweep()).toEqual({ leads: 0, files: 0, unsubscribed: 0 })
    expect(await listAudit(store.db)).toHaveLength(1)
  })

  it('deletes leads in batches until none is due', async () => {
    const many = Array.from({ length: 1_203 }, (_, index) => enquiry(`buyer${index}@club.example`))
    await insertLeads(store.db, many, policy, monthsAgo(30))
    const kept = await insert(enquiry(), monthsAgo(2))
    expect((await sweep()).leads).toBe(1_203)
    expect(await remaining()).toEqual([kept])
  })

  it('keeps an unsubscribed address only as a keyed hash, which a new confirmed subscription lifts', async () => {
    const email = 'Coach@School.example'
    const first = await insert(signup(email), monthsAgo(30))
    const subscriber = await store.db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow()
    await confirmSubscriber(store.db, subscriber.id, subscriber.nonce, key, monthsAgo(30))
    const confirmed = await store.db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow()
    // While subscribed, the signup is kept whatever its age.
    expect((await sweep()).leads).toBe(0)
    expect(await remaining()).toEqual([first])

    await unsubscribe(store.db, confirmed.id, confirmed.nonce, monthsAgo(1))
    expect(await sweep()).toMatchObject({ unsubscribed: 1 })
    expect(await store.db.selectFrom('subscribers').selectAll().execute()).toEqual([])
    const entries = await store.db.selectFrom('newsletter_suppressions').selectAll().execute()
    expect(entries).toEqual([{ address_hash: expect.any(String), suppressed_at: monthsAgo(1).toISOString() }])
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('school')
    expect(await isSuppressed(store.db, key, 'coach@school.example')).toBe(true)
    // The signup is no longer held by a subscription: it follows the period of any lead.
    expect(await remaining()).toEqual([])

    // Signing up again is no subscription until it is confirmed.
    await insert(signup('coach@school.example'), now)
    expect(await isSuppressed(store.db, key, 'coach@school.example')).toBe(true)
    const again = await store.db.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow()
    expect(await confirmSubscriber(store.db, again.id, again.nonce, key, now)).toBe('done')
    expect(await isSuppressed(store.db, key, 'coach@school.example')).toBe(false)
  })

  it('deletes a signup never confirmed once it is past its time, with its pending subscription', async () => {
    await insert(signup('never@club.example'), monthsAgo(25))
    const pendingLately = await insert(signup('lately@club.example'), monthsAgo(2))
    expect((await sweep()).leads).toBe(1)
    expect(await remaining()).toEqual([pendingLately])
    const left = await store.db.selectFrom('subscribers').select('email_key').execute()
    expect(left).toEqual([{ email_key: 'lately@club.example' }])
  })

  it('leaves spam to its own period', async () => {
    const spam = await insert({ ...enquiry(), spam: true }, monthsAgo(30))
    expect((await sweep()).leads).toBe(0)
    expect(await remaining()).toEqual([spam])
  })
})
