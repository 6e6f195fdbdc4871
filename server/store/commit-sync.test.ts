import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { sampleEnquiry } from '../test/samples'
import { insertLeads, listLeads } from './leads'
import { openStore, type Store } from './open'
import type { Db } from './schema'

const policy = { webhook: false, replyCaps: replyCapDefaults }
const lead = { form: 'contact' as const, payload: sampleEnquiry, spam: false, locale: 'en' as const }

/** SQLite's `synchronous` of the connection a query gets: 2 is FULL, 1 is NORMAL. */
const syncMode = async (db: Db) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous

describe('commits on SQLite that do not hold the process while the disk syncs', () => {
  let store: Store
  beforeEach(async () => {
    store = await openStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'commit-sync-')) })
  })
  afterEach(() => store.close())

  it('keeps what `durably` wrote, and every other query commits in full as before', async () => {
    const [stored] = await store.durably((db) => insertLeads(db, [lead], policy))
    expect((await listLeads(store.db)).map((row) => row.reference)).toEqual([stored!.reference])
    expect(await syncMode(store.db)).toBe(2)
  })

  it('lets no other query commit the lighter way while its work runs', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let inside: number | undefined
    const work = store.durably(async (db) => {
      inside = await syncMode(db)
      await held
    })
    // Asked while the work holds the connection: answered after it, in full.
    const outside = syncMode(store.db)
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    await work
    expect(inside).toBe(1)
    expect(await outside).toBe(2)
  })

  it('commits in full again after work that failed, and the failure reaches the caller', async () => {
    await expect(
      store.lightly(async () => {
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    await expect(
      store.durably(async (db) => {
        await insertLeads(db, [lead], policy)
        throw new Error('after the commit')
      }),
    ).rejects.toThrow('after the commit')
    expect(await syncMode(store.db)).toBe(2)
  })
})
