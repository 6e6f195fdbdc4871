import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, Migrator, SqliteAdapter, SqliteDialect } from 'kysely'
import { migrations } from './migrations'
import type { Database as Tables, Db } from './schema'

export const databaseFile = 'submissions.sqlite'

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

export interface Store {
  db: Db
  close(): Promise<void>
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

/** Opens (and creates, and migrates) the database in `dataDir`. */
export async function openStore(dataDir: string): Promise<Store> {
  mkdirSync(dataDir, { recursive: true })
  const sqlite = new Database(path.join(dataDir, databaseFile))
  sqlite.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the visitor is told "sent", even if the machine then loses power.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Tables>({
    dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
  })
  try {
    await migrate(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, close: () => db.destroy() }
}

/** Opens the database for one piece of work (a command, a test's look at what was stored). */
export async function withStore<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const store = await openStore(dataDir)
  try {
    return await work(store.db)
  } finally {
    await store.close()
  }
}
