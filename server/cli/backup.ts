// `npm run backup [-- --out <file>]`: a consistent copy of the SQLite database, taken while the
// site runs, printed by its path. With PostgreSQL (DATABASE_URL) it says to use pg_dump instead.
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { databaseFile, privateFolder } from '../store/open'

/** `20261124T120000Z`: sorts by time, and is a valid file name everywhere. */
export const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

export function readOptions(argv: string[], env = process.env, now = new Date()) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  })
  const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR ?? 'data')
  const out = path.resolve(values.out ?? path.join(dataDir, 'backups', `submissions-${stamp(now)}.sqlite`))
  return { dataDir, out }
}

/**
 * Copies the database in `dataDir` to `out`, which must not exist. `VACUUM INTO` reads the whole
 * database in one read transaction: in WAL mode it sees the commits made before it began and none
 * after, and the collector goes on writing meanwhile (the online backup API would start again at
 * each of its writes). The copy is written beside `out` and linked to its name once complete and
 * checked, so the name never shows half a copy and an existing file is never replaced.
 */
export function backup(dataDir: string, out: string): void {
  const source = path.join(dataDir, databaseFile)
  if (!existsSync(source)) throw new Error(`No database at ${source} (set DATA_DIR or --data-dir)`)
  if (existsSync(out)) throw new Error(`${out} exists already: a backup never overwrites a file`)
  mkdirSync(path.dirname(out), privateFolder)
  const partial = `${out}.${randomBytes(6).toString('hex')}.partial`
  try {
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
    linkSync(partial, out)
  } finally {
    rmSync(partial, { force: true })
  }
}

function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the leads are in PostgreSQL. Back them up with its own tool:\n' +
        `  pg_dump --format=custom --file=submissions-${stamp(new Date())}.dump "$DATABASE_URL"`,
    )
    process.exit(2)
  }
  const { dataDir, out } = readOptions(process.argv.slice(2))
  backup(dataDir, out)
  console.log(out)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
