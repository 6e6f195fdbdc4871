import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { insertLeads, listLeads, type NewLead } from './leads'
import { databaseFile, openStore, withStore } from './open'
import { park, retryParked } from './outbox'
import { isReference } from './reference'
import { replyCapDefaults } from '../env'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'store-'))
const policy = { webhook: false, replyCaps: replyCapDefaults }
const enquiry = (email: string): NewLead => ({
  form: 'contact',
  payload: { name: 'Jane', email, message: 'Shirts' },
  spam: false,
  locale: 'en',
})
const hours = (count: number, from = Date.parse('2026-11-24T10:00:00Z')) => new Date(from + count * 3_600_000)

describe('the store', () => {
  it('migrates a database from before the migrator in place, every row kept', async () => {
    const dir = dataDir()
    const old = new Database(path.join(dir, databaseFile))
    // The schema the collector created at PRAGMA user_version 1.
    old.exec(`CREATE TABLE submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT, form TEXT NOT NULL, created_at TEXT NOT NULL,
      payload TEXT NOT NULL, user_agent TEXT, spam INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX submissions_form_created ON submissions (form, created_at);
      PRAGMA user_version = 1;`)
    const insert = old.prepare(
      'INSERT INTO submissions (id, form, created_at, payload, user_agent, spam) VALUES (?, ?, ?, ?, ?, ?)',
    )
    insert.run(
      4,
      'contact',
      '2026-01-02T03:04:05.000Z',
      '{"name":"Old Lead","email":"old@club.example"}',
      'Firefox',
      0,
    )
    insert.run(9, 'newsletter', '2026-02-03T04:05:06.000Z', '{"email":"bot@spam.example"}', null, 1)
    old.close()

    const leads = await withStore({ dataDir: dir }, (db) => listLeads(db, { includeSpam: true }))
    expect(leads).toMatchObject([
      {
        id: 4,
        form: 'contact',
        createdAt: '2026-01-02T03:04:05.000Z',
        payload: { name: 'Old Lead' },
        userAgent: 'Firefox',
        spam: false,
        locale: null,
      },
      { id: 9, form: 'newsletter', spam: true, payload: { email: 'bot@spam.example' } },
    ])
    expect(leads.every((lead) => isReference(lead.reference))).toBe(true)
    // Old leads are not announced again, and a second start migrates nothing twice.
    const jobs = await withStore({ dataDir: dir }, (db) => db.selectFrom('outbox').selectAll().execute())
    expect(jobs).toEqual([])
    const next = await withStore({ dataDir: dir }, async (db) => {
      await insertLeads(db, [enquiry('new@club.example')], policy)
      return listLeads(db)
    })
    expect(next.map((lead) => lead.id)).toEqual([4, 10])
  })

  it('gives every lead its own reference, in the brand format', async () => {
    const store = await openStore({ dataDir: dataDir() })
    const stored = await insertLeads(
      store.db,
      Array.from({ length: 2000 }, (_, index) => enquiry(`buyer${index}@club.example`)),
      policy,
    )
    const references = stored.map((lead) => lead.reference)
    await store.close()
    expect(new Set(references).size).toBe(2000)
    expect(references.every((reference) => /^SS-[2-9A-HJKMNP-TV-Z]{8}$/.test(reference))).toBe(true)
  })

  it('puts a parked job back with a fresh window of retries', async () => {
    const store = await openStore({ dataDir: dataDir() })
    await insertLeads(store.db, [enquiry('a@x.example')], policy, hours(0))
    await park(store.db, 1, 'EAUTH 535: Invalid login')
    expect(await retryParked(store.db, [1, 2], hours(72))).toBe(1)
    const job = await store.db.selectFrom('outbox').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    expect(job).toMatchObject({
      state: 'pending',
      due_at: hours(72).toISOString(),
      give_up_at: hours(120).toISOString(),
    })
    await store.close()
  })
})
