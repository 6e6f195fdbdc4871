import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSessionStore } from '../admin/session-store'
import { directoryStorage } from '../files/directory'
import { sampleEnquiry } from '../test/samples'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { audit, listAudit, server } from './audit'
import { erasePerson } from './erasure'
import { listInbox } from './inbox'
import { insertLeads, listLeads, type NewLead } from './leads'
import { claimDueJobs, markSent, outboxHealth } from './outbox'
import { countHit, deleteEndedWindows, rateLimitKey } from './rate-limits'
import { migrationsFor } from './migrations/history'
import { migrate, openStore } from './open'
import { reserveAttempt, throttle } from './sign-in-attempts'
import { createUser } from './staff'
import { replyCapDefaults } from '../env'

const policy = { webhook: true, replyCaps: replyCapDefaults }
const now = new Date('2026-11-24T10:00:00.000Z')
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000)
const enquiry = (email: string): NewLead => ({
  form: 'contact',
  payload: { ...sampleEnquiry, email },
  spam: false,
  locale: 'en',
})

describe.each(storeKinds)('the store on %s', (kind) => {
  let store: TestStore
  beforeEach(async () => {
    store = await openTestStore(kind)
  })
  afterEach(() => store.close())

  it('keeps a lead as a plain row, its fields readable without the application', async () => {
    const [stored] = await insertLeads(store.db, [enquiry('jane@club.example')], policy, now)
    const { rows } = await sql<{ reference: string; created_at: string; payload: string; status: string }>`
      SELECT reference, created_at, payload, status FROM leads`.execute(store.db)
    expect(rows).toEqual([
      {
        reference: stored!.reference,
        created_at: now.toISOString(),
        payload: expect.stringContaining('"email":"jane@club.example"'),
        status: 'new',
      },
    ])
    expect(await listLeads(store.db)).toMatchObject([{ reference: stored!.reference, form: 'contact' }])
  })

  it('migrates once: a second start finds nothing to do and keeps what was stored', async () => {
    await insertLeads(store.db, [enquiry('jane@club.example')], policy, now)
    await migrate(store.db, store.dialect)
    expect(await listLeads(store.db)).toHaveLength(1)
  })

  it('hands each due job to one claim, and a job whose lease ran out to the next', async () => {
    await insertLeads(
      store.db,
      ['a', 'b', 'c', 'd'].map((name) => enquiry(`${name}@club.example`)),
      policy,
      now,
    )
    // Four leads, each with a notification, an acknowledgement and a webhook call.
    const [first, second] = await Promise.all([
      claimDueJobs(store.db, now, later(60), 6),
      claimDueJobs(store.db, now, later(60), 6),
    ])
    const ids = [...first!, ...second!].map((job) => job.id)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
    expect(await claimDueJobs(store.db, later(30), later(90), 20)).toEqual([])

    // The holder of the first batch dies; its jobs come back once the lease is over.
    for (const job of second!) await markSent(store.db, job.id, later(5))
    const retaken = await claimDueJobs(store.db, later(61), later(121), 20)
    expect(retaken.map((job) => job.id).sort((a, b) => a - b)).toEqual(first!.map((job) => job.id))
    expect(retaken.every((job) => job.attempts === 2)).toBe(true)
    expect(await outboxHealth(store.db, later(61))).toMatchObject({ pending: 6, parked: 0 })
  })

  it('counts every hit against one figure per address, and starts a new window when one ends', async () => {
    const address = rateLimitKey('forms:203.0.113.9')
    const hits = await Promise.all(
      Array.from({ length: 10 }, () => countHit(store.db, address, 60_000, 1_000)),
    )
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(new Set(hits.map((hit) => hit.windowEnds))).toEqual(new Set([61_000]))
    expect(await countHit(store.db, rateLimitKey('forms:198.51.100.7'), 60_000, 1_000)).toEqual({
      hits: 1,
      windowEnds: 61_000,
    })
    expect(await countHit(store.db, address, 60_000, 61_000)).toEqual({
      hits: 1,
      windowEnds: 121_000,
    })
    expect(await deleteEndedWindows(store.db, 100_000)).toBe(1)
  })

  it('stores every counter under a key of one size, whatever the client sent', async () => {
    const forged = 'x'.repeat(8 * 1024)
    for (const subject of [`forms:${forged}`, `forms:${forged}y`, 'forms:203.0.113.9', 'forms:'])
      expect(await countHit(store.db, rateLimitKey(subject), 60_000, 1_000)).toEqual({
        hits: 1,
        windowEnds: 61_000,
      })
    const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limits`.execute(store.db)
    expect(rows).toHaveLength(4)
    expect(new Set(rows.map((row) => row.key.length))).toEqual(new Set([43]))
    expect(rows.some((row) => row.key.includes('203.0.113.9'))).toBe(false)
  })

  it('counts failed sign-ins across instances and keeps staff sessions in the database', async () => {
    const userId = await createUser(store.db, 'sales@example.com', 'not-a-real-hash', now)
    const key = Buffer.from('a key of the site')
    const guess = (address: string) =>
      reserveAttempt(store.db, key, { accountKey: 'sales@example.com', userId, address }, now)
    for (let attempt = 0; attempt < throttle.perPair; attempt++)
      expect((await guess('203.0.113.9')).wait).toBe(0)
    expect((await guess('203.0.113.9')).wait).toBe(throttle.windowMinutes * 60)
    expect((await guess('198.51.100.7')).wait).toBe(0)
    // Only fixed-size keyed hashes are stored, never the address itself.
    const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limits`.execute(store.db)
    expect(rows.map((row) => row.key).join()).not.toContain('203.0.113.9')

    const sessions = createSessionStore(store.db, () => now)
    const session = { userId, signedInAt: now.toISOString() }
    await new Promise<void>((resolve, reject) =>
      sessions.set('session-one', session as never, (error) => (error ? reject(error) : resolve())),
    )
    // Another instance, with its own store object on the same database, reads the same session.
    const elsewhere = createSessionStore(store.db, () => now)
    const read = await new Promise((resolve, reject) =>
      elsewhere.get('session-one', (error, value) => (error ? reject(error) : resolve(value))),
    )
    expect(read).toMatchObject({ userId })
  })

  it('finds a lead by the start of any word, accents or not, and forgets it when erased', async () => {
    await insertLeads(
      store.db,
      [
        {
          ...enquiry('jose@club.example'),
          payload: { ...sampleEnquiry, name: 'José Muñoz', email: 'jose@club.example' },
        },
      ],
      policy,
      now,
    )
    const found = async (typed: string) => (await listInbox(store.db, { q: typed }, { now })).leads.length
    expect(await found('munoz')).toBe(1)
    expect(await found('jos club')).toBe(1)
    expect(await found('garcia')).toBe(0)
    await erasePerson(
      store.db,
      store.dataDir,
      directoryStorage(path.join(store.dataDir, 'uploads')),
      'jose@club.example',
      server,
    )
    expect(await found('munoz')).toBe(0)
  })

  it('keeps the audit log append-only', async () => {
    await audit(store.db, server, 'deleted-spam', { detail: '3 spam leads older than 30 days' })
    await expect(
      store.db.updateTable('audit_log').set({ detail: 'nothing happened' }).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(store.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
    expect(await listAudit(store.db)).toMatchObject([{ detail: '3 spam leads older than 30 days' }])
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on one PostgreSQL server', () => {
  it('migrate the empty database once between them, under the migrator’s advisory lock', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    const schema = `test_race_${process.pid}`
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-race-'))
    try {
      const stores = await Promise.all(
        [1, 2, 3].map(() => openStore({ dataDir, databaseUrl: url.toString() })),
      )
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(stores[0]!.db)
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor('postgres')))
      await Promise.all(stores.map((store) => store.close()))
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
    }
  })
})
