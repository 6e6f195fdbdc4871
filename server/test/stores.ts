import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresQueryResult } from 'kysely'
import pg from 'pg'
import { openStore, openStoreWith, type Store } from '../store/open'
import type { Database as Tables } from '../store/schema'

/**
 * The store's tests run on every database it runs on: SQLite, PostgreSQL in process (PGlite) on
 * every run, and a real PostgreSQL server when TEST_DATABASE_URL names one (a database the test
 * role may create schemas in; each store gets a schema of its own, dropped when it closes).
 */
export type StoreKind = 'sqlite' | 'pglite' | 'postgres'

export const storeKinds: StoreKind[] = [
  'sqlite',
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
]

export interface TestStore extends Store {
  /** Where files go, whichever database holds the rows. */
  dataDir: string
}

/** A fresh, migrated store of `kind`, with an empty data directory beside it. */
export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `store-${kind}-`))
  if (kind === 'sqlite') return { ...(await openStore({ dataDir })), dataDir }
  if (kind === 'pglite')
    return {
      ...(await openStoreWith(new PostgresDialect({ pool: await pglitePool() }), 'postgres')),
      dataDir,
    }
  return openServerStore(process.env.TEST_DATABASE_URL!, dataDir)
}

/**
 * An empty database, not migrated, on SQLite or PGlite: for tests of the schema's history itself,
 * whose recorded fingerprints are of these two.
 */
export async function openEmptyDatabase(kind: 'sqlite' | 'pglite'): Promise<Store> {
  if (kind === 'sqlite') {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'store-empty-')), 'store.db')
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(file) }) })
    return { db, dialect: 'sqlite', close: () => db.destroy() }
  }
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: await pglitePool() }) })
  return { db, dialect: 'postgres', close: () => db.destroy() }
}

/**
 * A schema of its own on the server `databaseUrl` names, and the URL that works in it (its
 * search_path), as a site's own database would be.
 */
export async function serverSchema(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
      await admin.end()
    },
  }
}

/** A store in a schema of its own on the server `databaseUrl` names. */
export async function openServerStore(databaseUrl: string, dataDir: string): Promise<TestStore> {
  const schema = await serverSchema(databaseUrl)
  const store = await openStore({ dataDir, databaseUrl: schema.url })
  return {
    ...store,
    dataDir,
    async close() {
      await store.close()
      await schema.drop()
    },
  }
}

/**
 * PGlite is one connection, and slow to start (a second or so), so a test file shares one: each
 * store empties its schema first. Queries wait their turn, a transaction holding the connection
 * from `connect` to `release`, as a pool of one does.
 */
let shared: PGlite | undefined
async function pglitePool(): Promise<PostgresPool> {
  shared ??= new PGlite()
  const pglite = shared
  await pglite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  let queue = Promise.resolve()
  return {
    async connect() {
      const previous = queue
      let release!: () => void
      const done = new Promise<void>((resolve) => (release = resolve))
      queue = previous.then(() => done)
      await previous
      return {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const result = await pglite.query<R>(sql, [...parameters])
          const command = sql
            .trimStart()
            .split(/\s/, 1)[0]!
            .toUpperCase() as PostgresQueryResult<R>['command']
          return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows }
        },
        release,
      } as never
    },
    async end() {},
  }
}
