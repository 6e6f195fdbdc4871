import { mkdtempSync, readdirSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Kysely, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { sampleEnquiry } from '../test/samples'
import { insertLeads, listLeads } from './leads'
import { logSyncer } from './log-sync'
import { databaseFile, migrate, openStore, sqliteDialect } from './open'
import type { Database, Db } from './schema'

const policy = { webhook: false, replyCaps: replyCapDefaults }
const lead = { form: 'contact' as const, payload: sampleEnquiry, spam: false, locale: 'en' as const }
const folder = () => mkdtempSync(path.join(tmpdir(), 'commit-sync-'))

/** A sync to disk the test lets finish when it chooses, counting the commits that asked for one. */
function heldSync() {
  const waiting: Array<() => void> = []
  return {
    asked: () => waiting.length,
    sync: () => new Promise<void>((resolve) => waiting.push(resolve)),
    finish: () => waiting.splice(0).forEach((resolve) => resolve()),
  }
}

/** Whether `promise` has settled once pending callbacks and timers of 20 ms have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('commits on SQLite, synced to disk off the thread that answers visitors', () => {
  let db: Db | undefined
  afterEach(async () => {
    await db?.destroy()
    db = undefined
  })

  async function storeWith(sync: () => Promise<void>) {
    db = new Kysely<Database>({ dialect: sqliteDialect(folder(), { sync, close: async () => {} }) })
    return db
  }

  it('answers a transaction only once its commit is synced, and reads meanwhile', async () => {
    const disk = heldSync()
    // Migrating commits too: let those syncs through.
    const migrated = migrate(await storeWith(disk.sync), 'sqlite')
    while (!(await settled(migrated))) disk.finish()
    await migrated

    const writing = insertLeads(db!, [lead], policy)
    expect(await settled(writing)).toBe(false)
    expect(disk.asked()).toBe(1)
    // The committed lead is readable while its sync runs: the connection is not held for it.
    expect(await listLeads(db!)).toHaveLength(1)
    disk.finish()
    const [stored] = await writing
    expect(stored!.reference).toMatch(/^SS-/)
  })

  it('answers a write outside a transaction only once it is synced, and a read at once', async () => {
    const disk = heldSync()
    const migrated = migrate(await storeWith(disk.sync), 'sqlite')
    while (!(await settled(migrated))) disk.finish()
    await migrated

    const write = db!.insertInto('rate_limits').values({ key: 'k', window_ends: 1, hits: 1 }).execute()
    expect(await settled(write)).toBe(false)
    expect(await settled(db!.selectFrom('rate_limits').selectAll().execute())).toBe(true)
    expect(disk.asked()).toBe(1)
    disk.finish()
    await write
  })

  it('refuses a write whose sync failed: its caller is not told it is safe', async () => {
    let failing = false
    await migrate(
      await storeWith(async () => {
        if (failing) throw new Error('input/output error')
      }),
      'sqlite',
    )
    failing = true
    await expect(insertLeads(db!, [lead], policy)).rejects.toThrow('input/output error')
  })

  it('keeps what was written across a restart, on the real disk, with NORMAL commits', async () => {
    const dataDir = folder()
    const first = await openStore({ dataDir })
    const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(first.db)
    expect(mode.rows[0]!.synchronous).toBe(1)
    const stored = await Promise.all([1, 2, 3].map(() => insertLeads(first.db, [lead], policy)))
    await first.close()
    const second = await openStore({ dataDir })
    expect((await listLeads(second.db)).map((row) => row.reference).sort()).toEqual(
      stored.map(([row]) => row!.reference).sort(),
    )
    await second.close()
  })

  it('shares one sync among the commits that ask while another runs', async () => {
    const dataDir = folder()
    const store = await openStore({ dataDir })
    await insertLeads(store.db, [lead], policy)
    const { sync, close } = logSyncer(path.join(dataDir, databaseFile))
    const first = sync()
    const [second, third] = [sync(), sync()]
    expect(second).toBe(third)
    expect(second).not.toBe(first)
    await Promise.all([first, second, third])
    await close()
    await store.close()
  })

  it.runIf(process.platform === 'linux')(
    'lets go of the log it keeps open once the store is closed',
    async () => {
      const dataDir = folder()
      const log = path.join(dataDir, `${databaseFile}-wal`)
      const openHere = () =>
        readdirSync('/proc/self/fd').some((fd) => {
          try {
            // A descriptor kept after SQLite deleted the log reads "<path> (deleted)".
            return readlinkSync(`/proc/self/fd/${fd}`).startsWith(log)
          } catch {
            return false
          }
        })
      const store = await openStore({ dataDir })
      await insertLeads(store.db, [lead], policy)
      expect(openHere()).toBe(true)
      await store.close()
      expect(openHere()).toBe(false)
    },
  )
})
