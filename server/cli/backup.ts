// `npm run backup [-- --out <file>] [--data-dir <folder>]`: a consistent copy of the database,
// taken while the site runs, printed by its path: on SQLite `DATA_DIR/backups/submissions-<time>.sqlite`,
// on PostgreSQL (DATABASE_URL) a pg_dump archive, `DATA_DIR/backups/site-<time>.dump`.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { parseArgs, promisify } from 'node:util'
import Database from 'better-sqlite3'
import type { StoreConfig } from '../env'
import { databaseFile, describeStore, privateFolder } from '../store/open'
import { runCommand, say, storeSettings } from './command'

/** `20261124T120000Z`: sorts by time, and is a valid file name everywhere. */
export const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** The name a backup gets in DATA_DIR/backups unless `--out` says otherwise. */
export const backupName = (store: StoreConfig, now: Date) =>
  store.databaseUrl ? `site-${stamp(now)}.dump` : `submissions-${stamp(now)}.sqlite`

export function readOptions(argv: string[], env = process.env, now = new Date()) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  })
  const store = storeSettings(values['data-dir'], env)
  const out = path.resolve(values.out ?? path.join(store.dataDir, 'backups', backupName(store, now)))
  return { dataDir: store.dataDir, store, out }
}

/** A file that appears under its name only once whole: `write` fills the path it is given. */
async function writeWhole(out: string, write: (partial: string) => Promise<void> | void): Promise<void> {
  if (existsSync(out)) throw new Error(`${out} exists already: a backup never overwrites a file`)
  mkdirSync(path.dirname(out), privateFolder)
  const partial = `${out}.${randomBytes(6).toString('hex')}.partial`
  try {
    await write(partial)
    linkSync(partial, out)
  } finally {
    rmSync(partial, { force: true })
  }
}

/**
 * PostgreSQL's own tool makes the copy (one consistent snapshot, the site running), in its custom
 * format, which pg_restore reads. The password goes to pg_dump in its environment, never on its
 * command line, where every user of the machine could read it.
 */
export async function backupPostgres(databaseUrl: string, out: string): Promise<void> {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  await writeWhole(out, async (partial) => {
    try {
      await promisify(execFile)('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], {
        env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      })
    } catch (error) {
      const { code, stderr } = error as { code?: unknown; stderr?: string }
      if (code === 'ENOENT')
        throw new Error(
          'pg_dump is not installed: install the PostgreSQL client tools (Debian: postgresql-client)',
        )
      throw new Error(`pg_dump failed: ${String(stderr ?? error).trim()}`)
    }
  })
}

/**
 * Copies the database in `dataDir` to `out`, which must not exist. `VACUUM INTO` reads the whole
 * database in one read transaction: in WAL mode it sees the commits made before it began and none
 * after, and the collector goes on writing meanwhile (the online backup API would start again at
 * each of its writes). The copy is written beside `out` and linked to its name once complete and
 * checked, so the name never shows half a copy and an existing file is never replaced.
 */
export async function backup(dataDir: string, out: string): Promise<void> {
  const source = path.join(dataDir, databaseFile)
  if (!existsSync(source)) throw new Error(`No database at ${source} (set DATA_DIR or --data-dir)`)
  await writeWhole(out, (partial) => {
    const db = new Database(source, { fileMustExist: true })
    try {
      db.pragma('busy_timeout = 5000')
      db.prepare('VACUUM INTO ?').run(partial)
    } finally {
      db.close()
    }
    const copy = new Database(partial)
    try {
      // One self-contained file: no -wal beside it to forget when it is moved.
      copy.pragma('journal_mode = DELETE')
      const check = copy.pragma('quick_check', { simple: true })
      if (check !== 'ok') throw new Error(`The copy failed its check: ${String(check)}`)
    } finally {
      copy.close()
    }
  })
}

export async function main(argv: string[], env = process.env) {
  const { dataDir, store, out } = readOptions(argv, env)
  say(`Store: ${describeStore(store)}`)
  if (store.databaseUrl) await backupPostgres(store.databaseUrl, out)
  else await backup(dataDir, out)
  process.stdout.write(`${out}\n`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  runCommand(() => main(process.argv.slice(2)))
