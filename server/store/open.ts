import { mkdirSync } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql, type Dialect } from 'kysely'
import pg from 'pg'
import { defaultPoolSize, type StoreConfig } from '../env'
import type { StoreDialect } from './dialect'
import { migrationsFor } from './migrations/history'
import type { Database as Tables, Db } from './schema'

export const databaseFile = 'submissions.sqlite'

/**
 * How every folder of the server's data is made (DATA_DIR, uploads, mail, backups): readable by
 * its own user only, whatever the process's umask, as leads, files and keys are personal data.
 */
export const privateFolder = { recursive: true, mode: 0o700 } as const

/**
 * Kysely's SQLite adapter runs migrations outside transactions; SQLite does run DDL inside one, so
 * each migration and its record commit together or not at all.
 */
class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true
      }
    })()
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
  /**
   * Runs `work` (its own transactions) and resolves once what it committed is on disk, as every
   * commit on `db` is; but the process answers other requests while the disk syncs, rather than
   * waiting on it. For the writes a visitor waits for, many to a second.
   */
  durably<T>(work: (db: Db) => Promise<T>): Promise<T>
  /**
   * Runs `work` whose commits a power cut may undo, and never waits on the disk for them: for
   * counters whose last few steps can be lost without harm (rate limits), written once a request.
   */
  lightly<T>(work: (db: Db) => Promise<T>): Promise<T>
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

function sqliteDialect(file: string): Dialect {
  mkdirSync(path.dirname(file), privateFolder)
  const sqlite = new Database(file)
  // First, so that switching to WAL waits for another process opening the same file.
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before it returns, even if the machine then loses power. Only
  // `durably` and `lightly` (sqliteSync) commit otherwise, for the work they are given.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  return new TransactionalSqliteDialect({ database: withStatementCache(sqlite) })
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
  const file = path.join(config.dataDir, databaseFile)
  const store = await openStoreWith(sqliteDialect(file), 'sqlite')
  return { ...store, ...sqliteSync(store.db, file) }
}

/**
 * On SQLite a FULL commit syncs the write-ahead log inside the call, and the one thread that
 * answers every visitor waits for the disk. Work given to `durably` or `lightly` commits with
 * `synchronous = NORMAL` (in WAL mode: never a torn database, but the last commits may be lost in
 * a power cut) on a connection held for it alone, so no other query commits that way. `durably`
 * then syncs the log file on Node's thread pool before it resolves: its commits are then as safe
 * as FULL ones, and the process served other requests during the sync. A checkpoint syncs the log
 * before it copies it, and the database after, in either mode.
 */
export function sqliteSync(db: Db, file: string): Pick<Store, 'durably' | 'lightly'> {
  let folderSynced = false
  const withoutSync = <T>(work: (db: Db) => Promise<T>) =>
    db.connection().execute(async (connection) => {
      await sql`pragma synchronous = NORMAL`.execute(connection)
      try {
        return await work(connection)
      } finally {
        await sql`pragma synchronous = FULL`.execute(connection)
      }
    })
  return {
    lightly: withoutSync,
    durably: async (work) => {
      const result = await withoutSync(work)
      // A log emptied by a checkpoint is gone or rewound: the database file holds the commits then.
      await syncFile(`${file}-wal`, 'r+').catch(() => syncFile(file, 'r+'))
      // The log's name must survive a power cut too; once a process is enough, as the file stays.
      if (!folderSynced && process.platform !== 'win32') {
        await syncFile(path.dirname(file), 'r')
        folderSynced = true
      }
      return result
    },
  }
}

/**
 * Flushes a file or folder to disk through the thread pool; any descriptor of it will do. A file
 * is opened for writing, as Windows flushes only those; a folder can be opened only for reading.
 */
async function syncFile(name: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(name, flags)
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
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
  // A server's commits are durable as they return: nothing is left to sync, nothing to spare.
  return { db, dialect: kind, durably: (work) => work(db), lightly: (work) => work(db), close: () => db.destroy() }
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
