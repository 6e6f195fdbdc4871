import { replyCapDefaults } from '../env'
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { main as moveCommand, missingFiles } from '../cli/move-to-postgres'
import { directoryStorage } from '../files/directory'
import { fileToken } from '../files/links'
import { filesPlugin } from '../files/routes'
import { multipartBody, pdfFile, pngFile } from '../test/artwork'
import { testEnv } from '../test/env'
import { capturedOutput } from '../test/output'
import { sampleEnquiry, sampleQuote } from '../test/samples'
import { createStaff } from '../test/staff'
import { openTestStore, serverSchema, type TestStore } from '../test/stores'
import { audit, commandLine } from './audit'
import { countInbox } from './inbox'
import { momentColumns } from './lead-moments'
import { insertLeads } from './leads'
import { checkTables, moveStore, MoveRefused } from './move'
import { openStore, withStore, type Store } from './open'
import { signingKey } from './settings'
import type { Db } from './schema'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A SQLite site that has been in use: leads of every form, files, an account, its audit log. */
async function usedSite(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'move-source-'))
  const app = await buildApp(testEnv({ DATA_DIR: dataDir }))
  try {
    for (const files of [
      [{ filename: 'crest.png', content: pngFile(12, 8) }],
      [{ filename: 'specs.pdf', content: pdfFile() }],
    ]) {
      const { payload, headers } = multipartBody(sampleQuote, files)
      expect(
        (await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })).statusCode,
      ).toBe(200)
    }
    const enquiry = { ...sampleEnquiry, name: 'María Muñoz', email: 'maria@club.example' }
    expect(
      (await app.inject({ method: 'POST', url: '/api/forms/contact', payload: enquiry })).statusCode,
    ).toBe(200)
    const signup = { email: 'buyer@shop.example' }
    expect(
      (await app.inject({ method: 'POST', url: '/api/forms/newsletter', payload: signup })).statusCode,
    ).toBe(200)
  } finally {
    await app.close()
  }
  await withStore({ dataDir }, async (db) => {
    await createStaff(db)
    await audit(db, commandLine, 'account-created', { detail: 'sales@example.com' })
  })
  return dataDir
}

/** Every file link of the store, as the sales mails carry them, fetched from a server on `db`. */
async function downloads(db: Db, uploadsDir: string, key: Buffer) {
  const app = Fastify()
  await app.register(filesPlugin, {
    db,
    storage: directoryStorage(uploadsDir),
    signingKey: await signingKey(db),
  })
  const rows = await db.selectFrom('uploads').select(['id', 'stored_name', 'sha256']).orderBy('id').execute()
  const fetched = []
  for (const row of rows) {
    const token = fileToken(key, { id: row.id, storedName: row.stored_name })
    const response = await app.inject({ method: 'GET', url: `/api/files/${token}` })
    fetched.push({ status: response.statusCode, same: sha256(response.rawPayload) === row.sha256 })
  }
  await app.close()
  return fetched
}

let opened: Array<Store | TestStore> = []
afterEach(async () => {
  for (const store of opened) await store.close()
  opened = []
})

// Each test migrates two stores from empty (a SQLite file and an in-process PostgreSQL) and copies
// every table: on a busy two-core machine that alone can pass the default limit of a unit test.
describe('moving a SQLite site to PostgreSQL (PGlite)', { timeout: 60_000 }, () => {
  it('copies every row with its id, keeps every file link, and refuses a second move', async () => {
    const dataDir = await usedSite()
    const source = await openStore({ dataDir })
    const target = await openTestStore('pglite')
    opened.push(source, target)
    const key = await signingKey(source.db)
    const links = await downloads(source.db, path.join(dataDir, 'uploads'), key)
    expect(links).toEqual([
      { status: 200, same: true },
      { status: 200, same: true },
    ])

    // A lead answered and quoted (as a move writes it, leaving the audit log as it was): the
    // milliseconds of its moments, which the reports read, its source and its country go with it.
    await source.db
      .updateTable('leads')
      .set({
        status: 'quoted',
        ...momentColumns({ answered_at: '2026-03-02T10:00:00.000Z', quoted_at: '2026-03-03T10:00:00.000Z' }),
      })
      .where('id', '=', 1)
      .execute()
    const moments = (db: Db) =>
      db
        .selectFrom('leads')
        .select(['id', 'received_ms', 'answered_ms', 'quoted_ms', 'closed_ms', 'source', 'country'])
        .orderBy('id')
        .execute()

    const checks = await moveStore(source.db, target.db)
    expect(checks).toEqual(await checkTables(source.db))
    expect(await moments(target.db)).toEqual(await moments(source.db))
    expect((await moments(target.db))[0]).toMatchObject({
      answered_ms: expect.any(Number),
      quoted_ms: expect.any(Number),
      closed_ms: null,
    })
    expect((await moments(target.db)).map((lead) => lead.country)).toContain('United Kingdom')
    expect(Object.fromEntries(checks.map((check) => [check.table, check.rows]))).toMatchObject({
      leads: 4,
      uploads: 2,
      outbox: expect.any(Number),
      subscribers: 1,
      settings: 1,
      staff_users: 1,
      audit_log: 1,
    })
    expect(checks.find((check) => check.table === 'outbox')!.rows).toBeGreaterThan(3)

    // The same key signs: the links already mailed open the same files from the new store.
    expect((await signingKey(target.db)).equals(key)).toBe(true)
    expect(await downloads(target.db, path.join(dataDir, 'uploads'), key)).toEqual(links)
    expect(await missingFiles(target.db, directoryStorage(path.join(dataDir, 'uploads')))).toEqual([])
    // Search finds a moved lead by a word of it, accents aside.
    expect(await countInbox(target.db, { q: 'munoz', includeSpam: true })).toMatchObject({ count: 1 })

    // The query the deployment guide gives, on the views with real times and the buyer's fields.
    const { rows: recent } = await sql<{ reference: string; email: string; created_at: Date }>`
      SELECT reference, email, created_at FROM lead_report
      WHERE created_at > now() - interval '1 day' AND form = 'quote' ORDER BY created_at`.execute(target.db)
    expect(recent.map((row) => [row.email, row.created_at instanceof Date])).toEqual([
      ['jane@club.example', true],
      ['jane@club.example', true],
    ])
    const { rows: sent } = await sql<{ kind: string }>`
      SELECT kind FROM delivery_report WHERE created_at > now() - interval '1 hour' AND kind = 'notify'`.execute(
      target.db,
    )
    expect(sent).toHaveLength(3)

    // New rows take the ids after the copied ones.
    const [next] = await insertLeads(
      target.db,
      [{ form: 'contact', payload: { ...sampleEnquiry }, spam: false, locale: 'en' }],
      { webhook: false, replyCaps: replyCapDefaults },
    )
    const newest = await target.db
      .selectFrom('leads')
      .select('id')
      .where('reference', '=', next!.reference)
      .executeTakeFirstOrThrow()
    expect(newest.id).toBe(5)

    // A second move, into a database that holds a site, changes nothing there.
    const before = await checkTables(target.db)
    await expect(moveStore(source.db, target.db)).rejects.toThrow(MoveRefused)
    await expect(moveStore(source.db, target.db)).rejects.toThrow(/not empty \(staff_users: 1, leads: 5/)
    expect(await checkTables(target.db)).toEqual(before)
  })

  it('refuses a database a started site has given its own signing key', async () => {
    const dataDir = await usedSite()
    const source = await openStore({ dataDir })
    const target = await openTestStore('pglite')
    opened.push(source, target)
    await signingKey(target.db)
    await expect(moveStore(source.db, target.db)).rejects.toThrow(/not empty \(settings: 1 rows\)/)
    expect(
      (await checkTables(target.db)).filter((check) => check.rows > 0).map((check) => check.table),
    ).toEqual(['settings'])
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('npm run move-to-postgres on a PostgreSQL server', () => {
  let app: FastifyInstance | undefined

  it('moves a site that then serves every lead and file, and refuses to move again', async () => {
    const dataDir = await usedSite()
    // A database of its own: a schema the test makes, the site's tables in it.
    const schema = await serverSchema(process.env.TEST_DATABASE_URL!)
    const url = new URL(schema.url)
    const env = { DATA_DIR: dataDir }
    try {
      const report = capturedOutput()
      await moveCommand(['--to', url.toString()], env, report.stream)
      expect(report.text()).toMatch(/^leads\s+4\s+[0-9a-f]{16}\s+same$/m)
      expect(report.text()).toMatch(/^uploads\s+2\s+/m)
      await expect(moveCommand(['--to', url.toString()], env, capturedOutput().stream)).rejects.toThrow(
        /not empty/,
      )

      const source = await withStore({ dataDir }, async (db) => ({
        key: await signingKey(db),
        uploads: await db
          .selectFrom('uploads')
          .select(['id', 'stored_name', 'sha256'])
          .orderBy('id')
          .execute(),
      }))
      app = await buildApp(testEnv({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }))
      for (const upload of source.uploads) {
        const token = fileToken(source.key, { id: upload.id, storedName: upload.stored_name })
        const response = await app.inject({ method: 'GET', url: `/api/files/${token}` })
        expect(response.statusCode).toBe(200)
        expect(sha256(response.rawPayload)).toBe(upload.sha256)
      }
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
        ok: true,
        files: { unnamed: 0 },
      })
    } finally {
      await app?.close()
      await schema.drop()
    }
  })
})
