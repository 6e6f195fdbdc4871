import { open } from 'node:fs/promises'
import path from 'node:path'
import type Database from 'better-sqlite3'
import type { CompiledQuery, DatabaseConnection, Driver } from 'kysely'

/**
 * Syncs an SQLite database's write-ahead log to disk, through Node's thread pool. Calls that come
 * while a sync runs share the next one: it starts after theirs were committed, so it covers them,
 * and however many commits wait there are at most two syncs, one running and one to come.
 */
export function logSyncer(file: string): () => Promise<void> {
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  let folderSynced = false

  async function syncNow() {
    // A log emptied by a checkpoint may be gone: the database file holds the commits then.
    await syncFile(`${file}-wal`, 'r+').catch(() => syncFile(file, 'r+'))
    // The log's name must survive a power cut too; once a process is enough, as the file stays.
    if (!folderSynced && process.platform !== 'win32') {
      await syncFile(path.dirname(file), 'r')
      folderSynced = true
    }
  }

  return function sync(): Promise<void> {
    if (!running) {
      running = syncNow().finally(() => (running = undefined))
      return running
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return sync()
      })
    return next
  }
}

/**
 * Flushes a file or folder to disk; any descriptor of it will do. A file is opened for writing, as
 * Windows flushes only those; a folder can be opened only for reading.
 */
async function syncFile(name: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(name, flags)
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Kysely's SQLite driver, with every commit synced to disk before its caller goes on, off the
 * thread that answers visitors. The database runs `synchronous = NORMAL`, so a commit only writes
 * the log (in WAL mode a power cut can then lose the last commits, never tear the database); this
 * driver remembers that the connection committed (a transaction's COMMIT, or a statement that
 * wrote outside a transaction) and, once the connection is released for the next query, waits for
 * `sync` before the caller's promise resolves. Each caller is as safe as with `synchronous = FULL`,
 * while the process reads and answers other requests during the sync, and one sync serves every
 * commit made before it started.
 */
export function syncingDriver(driver: Driver, sqlite: Database.Database, sync: () => Promise<void>): Driver {
  let committed = false
  /** The driver's connection behind each one handed out, which notes the writes made outside a transaction. */
  interface Watched extends DatabaseConnection {
    inner: DatabaseConnection
  }
  const handedOut = new WeakMap<DatabaseConnection, Watched>()
  const watched = (inner: DatabaseConnection): Watched => {
    const known = handedOut.get(inner)
    if (known) return known
    const wrapped: Watched = {
      inner,
      async executeQuery<R>(query: CompiledQuery) {
        const result = await inner.executeQuery<R>(query)
        // Prepared statements are cached (open.ts): asking again finds the one just run.
        if (!sqlite.inTransaction && !sqlite.prepare(query.sql).readonly) committed = true
        return result
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => inner.streamQuery<R>(query, chunkSize),
    }
    handedOut.set(inner, wrapped)
    return wrapped
  }
  const innerOf = (connection: DatabaseConnection) => (connection as Watched).inner

  return {
    init: () => driver.init(),
    acquireConnection: async () => watched(await driver.acquireConnection()),
    beginTransaction: (connection, settings) => driver.beginTransaction(innerOf(connection), settings),
    async commitTransaction(connection) {
      await driver.commitTransaction(innerOf(connection))
      committed = true
    },
    rollbackTransaction: (connection) => driver.rollbackTransaction(innerOf(connection)),
    savepoint: (connection, name, compile) => driver.savepoint!(innerOf(connection), name, compile),
    rollbackToSavepoint: (connection, name, compile) =>
      driver.rollbackToSavepoint!(innerOf(connection), name, compile),
    releaseSavepoint: (connection, name, compile) =>
      driver.releaseSavepoint!(innerOf(connection), name, compile),
    async releaseConnection(connection) {
      // Read before the release: the next holder of the connection commits for itself.
      const mustSync = committed
      committed = false
      await driver.releaseConnection(innerOf(connection))
      if (mustSync) await sync()
    },
    destroy: () => driver.destroy(),
  }
}
