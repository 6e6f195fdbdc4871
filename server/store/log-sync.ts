import { close, fdatasync, fsync, open } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type Database from 'better-sqlite3'
import type { CompiledQuery, DatabaseConnection, Driver } from 'kysely'

const openFile = promisify(open)
const closeFile = promisify(close)
const syncData = promisify(fdatasync)
const syncAll = promisify(fsync)

/** Syncs a database's commits to disk; `close` lets go of the file it keeps open for that. */
export interface LogSyncer {
  sync(): Promise<void>
  close(): Promise<void>
}

/**
 * Syncs an SQLite database's write-ahead log to disk, through Node's thread pool. Calls that come
 * while a sync runs share the next one: it starts after theirs were committed, so it covers them,
 * and however many commits wait there are at most two syncs, one running and one to come.
 *
 * The log stays open between syncs, so each is one call to the disk. That is safe while the
 * database is open in this process: SQLite empties the log in place at a checkpoint and deletes it
 * only when the last connection closes. `fdatasync` writes the data and the size, which is all a
 * log read after a power cut needs.
 */
export function logSyncer(file: string): LogSyncer {
  let log: Promise<number> | undefined
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  let folderSynced = false

  // Opened for writing, as Windows flushes only such descriptors.
  const openLog = () =>
    (log ??= openFile(`${file}-wal`, 'r+').catch((error: unknown) => {
      log = undefined
      throw error
    }))

  async function syncNow() {
    // Before the first commit there is no log yet: the database file holds what was written.
    const descriptor = await openLog().catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    })
    if (descriptor === undefined) await syncOnce(file, 'r+')
    else await syncData(descriptor)
    // The log's name must survive a power cut too; once a process is enough, as the file stays.
    if (!folderSynced && process.platform !== 'win32') {
      await syncOnce(path.dirname(file), 'r')
      folderSynced = true
    }
  }

  function sync(): Promise<void> {
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

  async function closeLog() {
    const opened = log
    log = undefined
    await Promise.allSettled([running, next])
    if (opened) await closeFile(await opened.catch(() => -1)).catch(() => undefined)
  }

  return { sync, close: closeLog }
}

/** Flushes a file or a folder (which can be opened only for reading) and lets go of it. */
async function syncOnce(name: string, flags: 'r' | 'r+'): Promise<void> {
  const descriptor = await openFile(name, flags)
  try {
    await syncAll(descriptor)
  } finally {
    await closeFile(descriptor)
  }
}

/**
 * Kysely's SQLite driver, with every commit synced to disk before its caller goes on, off the
 * thread that answers visitors. The database runs `synchronous = NORMAL`, so a commit only writes
 * the log (in WAL mode a power cut can then lose the last commits, never tear the database); this
 * driver remembers that the connection committed (a transaction's COMMIT, or a statement that
 * wrote outside a transaction) and, once the connection is released for the next query, waits for
 * the syncer before the caller's promise resolves. Each caller is as safe as with `synchronous = FULL`,
 * while the process reads and answers other requests during the sync, and one sync serves every
 * commit made before it started.
 */
export function syncingDriver(driver: Driver, sqlite: Database.Database, syncer: LogSyncer): Driver {
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
      if (mustSync) await syncer.sync()
    },
    async destroy() {
      await driver.destroy()
      await syncer.close()
    },
  }
}
