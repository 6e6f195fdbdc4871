import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, type Dialect } from 'kysely'
import pg from 'pg'
import { defaultPoolSize, type StoreConfig } from '../env'
import type { StoreDialect } from './dialect'
import { logSyncer, syncingDriver, type LogSyncer } from './log-sync'
import { migrationsFor } from './migrations/history'
import type { Database as Tables, Db } from './schema'

export const databaseFile = 'submissions.sqlite'

/**
 * How every folder of the server's data is made (DATA_DIR, uploads, mail, backups): readable by
 * its own user only, whatever the process's umask, as leads, files and keys are personal data.
 */
export const privateFolder = { recursive: true, mode: 0o700 } as const

/**
 * Kysely's SQLite dialect, with two changes. Its adapter runs migrations outside transactions;
 * SQLite does run DDL inside one, so each migration and its record commit together or not at all.
 * Its driver syncs every commit to disk without holding the process while the disk works
 * (log-sync.ts).
 */
class StoreSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: Database.Database,
    private readonly syncer: LogSyncer,
  ) {
    super({ database: sqlite })
  }

  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true
      }
    })()
  }

  override createDriver() {
    return syncingDriver(super.createDriver(), this.sqlite, this.syncer)
  }
}

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares every query it runs.
 * The same few statements come back on every lead (the multi-row inserts differ only by their
 * row count), so compiled statements are kept and reused.
 */
function withStatementCache(sqlite: Database.Database, size = 200): Database.Database {
  const cache = new Map<string, Database.Statement>()
  const prepare = sqlite.prepare.bind(sqlite)
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver)
      return (source: string) => {
        let statement = cache.get(source)
        if (!statement) {
          if (cache.size >= size) cache.delete(cache.keys().next().value!)
          statement = prepare(source)
          cache.set(source, statement)
        }
        return statement
      }
    },
  })
}

export type { StoreDialect }

export interface Store {
  db: Db
  dialect: StoreDialect
  close(): Promise<void>
}

export async function migrate(db: Db, dialect: StoreDialect): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

/** PostgreSQL's 64-bit integers (counts, sums) read as numbers: none of ours nears 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * A pool for `databaseUrl` (`postgres://` or `postgresql://`; `sslmode` and the other parameters
 * in it are read by pg). A connection that breaks while idle is dropped by the pool, not thrown.
 */
export function postgresPool(databaseUrl: string, poolSize = defaultPoolSize): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types,
    application_name: 'sterling-stitch-collector',
  })
  pool.on('error', () => {})
  return pool
}

/** The store's SQLite in `dataDir`; `sync` makes its commits durable (tests hold it to watch). */
export function sqliteDialect(dataDir: string, syncer?: LogSyncer): Dialect {
  mkdirSync(dataDir, privateFolder)
  const file = path.join(dataDir, databaseFile)
  const sqlite = new Database(file)
  // First, so that switching to WAL waits for another process opening the same file.
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('journal_mode = WAL')
  // A commit is on disk before its caller goes on, as with FULL, even if the machine then loses
  // power; the driver syncs the log after the commit rather than SQLite inside it (log-sync.ts).
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  return new StoreSqliteDialect(withStatementCache(sqlite), syncer ?? logSyncer(file))
}

/** The store as a person recognises it in a message: the file, or user, host and database (never the password). */
export function describeStore(config: StoreConfig): string {
  if (!config.databaseUrl) return `SQLite at ${path.join(config.dataDir, databaseFile)}`
  const url = new URL(config.databaseUrl)
  const user = decodeURIComponent(url.username)
  return `PostgreSQL ${user ? `${user}@` : ''}${url.host}${url.pathname}`
}

/**
 * Node's failures to reach a host, and PostgreSQL's classes 08 (connection), 28 (authorisation),
 * 3D (no such database), 53 (out of connections) and 57P03 (starting up), and 42501 (no right to
 * create the tables): a database that cannot be used as set, which no stack trace explains better.
 */
const unusable =
  /^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|08...|28...|3D000|53...|57P03|42501)$/

/**
 * One line saying why the store in `config` cannot be used (a database down, a wrong password, a
 * database missing), or undefined when `error` is of another kind. pg's messages never hold the
 * password; a failed connection to several addresses comes as one error per address.
 */
export function storeProblem(error: unknown, config: StoreConfig): string | undefined {
  const { code, message, errors } = (error ?? {}) as { code?: unknown; message?: string; errors?: unknown[] }
  if (!config.databaseUrl || typeof code !== 'string' || !unusable.test(code)) return undefined
  const first = (errors?.[0] ?? {}) as { message?: string }
  const reason = message || first.message || code
  return `Cannot use the database (${describeStore(config)}): ${reason}`
}

/** Opens (and creates, and migrates) the store `config` names. */
export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl)
    return openStoreWith(
      new PostgresDialect({ pool: postgresPool(config.databaseUrl, config.poolSize) }),
      'postgres',
    )
  return openStoreWith(sqliteDialect(config.dataDir), 'sqlite')
}

/** Opens and migrates a store on `dialect`: what openStore does, and tests on PGlite. */
export async function openStoreWith(dialect: Dialect, kind: StoreDialect): Promise<Store> {
  const db = new Kysely<Tables>({ dialect })
  try {
    await migrate(db, kind)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, dialect: kind, close: () => db.destroy() }
}

/** Opens the store for one piece of work (a command, a test's look at what was stored). */
export async function withStore<T>(config: StoreConfig, work: (db: Db) => Promise<T>): Promise<T> {
  const store = await openStore(config)
  try {
    return await work(store.db)
  } finally {
    await store.close()
  }
}
