// `npm run move-to-postgres -- --to <postgres://…> [--data-dir <folder>]`: copies a site's SQLite
// store (DATA_DIR/submissions.sqlite) into an empty PostgreSQL database, every table with its ids
// and the key that signs mailed links, then compares both sides table by table. The site is
// stopped meanwhile; it then starts with DATABASE_URL and the same DATA_DIR and UPLOADS_DIR.
import path from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { Kysely, PostgresDialect } from 'kysely'
import { readEnv, type StoreConfig } from '../env'
import { openStorage } from '../files/open'
import type { FileStorage } from '../files/storage'
import { foreignTables, moveStore, MoveRefused, type TableCheck } from '../store/move'
import { describeStore, postgresPool, storeProblem } from '../store/open'
import type { Db } from '../store/schema'
import { runCommand, say, storeSettings, withCommandStore } from './command'

/** Upload rows whose file the storage does not have: links to them would answer 404. */
export async function missingFiles(db: Db, storage: FileStorage): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .innerJoin('leads', 'leads.id', 'uploads.lead_id')
    .select(['uploads.lead_id as leadId', 'uploads.stored_name as storedName', 'leads.reference'])
    .orderBy('uploads.id')
    .execute()
  const missing: string[] = []
  for (const row of rows) {
    const file = await storage.read(row)
    if (file) file.stream.destroy()
    else missing.push(`${row.reference}: ${row.leadId}/${row.storedName}`)
  }
  return missing
}

/** The comparison as a table for the person who ran the move: data, for standard output. */
export function checksTable(checks: TableCheck[]): string {
  const width = Math.max(...checks.map((check) => check.table.length))
  const lines = checks.map(
    (check) =>
      `${check.table.padEnd(width)}  ${String(check.rows).padStart(8)}  ${check.digest.slice(0, 16)}  same`,
  )
  return [
    `${'table'.padEnd(width)}  ${'rows'.padStart(8)}  ${'digest'.padEnd(16)}  both sides`,
    ...lines,
    '',
  ].join('\n')
}

/** Refuses a database that holds tables of something else, before the store's migrations touch it. */
async function requireOwnSchema(target: StoreConfig): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: postgresPool(target.databaseUrl!, 1) }),
  })
  try {
    const others = await foreignTables(db)
    if (others.length)
      throw new MoveRefused(
        `The PostgreSQL database holds other tables (${others.slice(0, 5).join(', ')}): give the site a database of its own`,
      )
  } catch (error) {
    const problem = storeProblem(error, target)
    throw problem ? new Error(problem, { cause: error }) : error
  } finally {
    await db.destroy()
  }
}

export function readOptions(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: { to: { type: 'string' }, 'data-dir': { type: 'string' } },
  })
  if (!values.to) throw new Error('--to must name the PostgreSQL database: --to postgres://site:…@host/site')
  // Both read as the server reads its settings; the SQLite store is the one without DATABASE_URL.
  const source = storeSettings(values['data-dir'], { ...env, DATABASE_URL: '' })
  const target = storeSettings(values['data-dir'], { ...env, DATABASE_URL: values.to })
  const { uploads } = readEnv({ ...env, DATA_DIR: source.dataDir, DATABASE_URL: values.to })
  return { source, target, uploads }
}

export async function main(argv: string[], env = process.env, out: NodeJS.WritableStream = process.stdout) {
  const { source, target, uploads } = readOptions(argv, env)
  say(`Moving ${describeStore(source)} to ${describeStore(target)}`)
  await withCommandStore(source, async (from) => {
    await requireOwnSchema(target)
    await withCommandStore(target, async (to) => {
      const checks = await moveStore(from, to)
      out.write(checksTable(checks))
      const missing = await missingFiles(to, openStorage(uploads))
      const files = checks.find((check) => check.table === 'uploads')!.rows
      say(
        `Files: ${files - missing.length} of ${files} in place in ${uploads.s3 ? 'the bucket' : uploads.dir}`,
      )
      for (const line of missing) say(`  missing (it was missing before the move too): ${line}`)
    })
  })
  say(
    'Moved, and every table compared. Start the site with DATABASE_URL set to that database, ' +
      'and the same DATA_DIR and UPLOADS_DIR; keep the SQLite file as the backup of the moment before.',
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  runCommand(() => main(process.argv.slice(2)))
