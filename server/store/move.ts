import { createHash } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { FormId } from '../../app/lib/forms/common'
import type { Database, Db } from './schema'
import { indexForSearch } from './search'

/**
 * Every table of the store, parents before the rows that name them (the foreign keys hold at each
 * insert), with the columns that order its rows. Written as a complete map of the schema, so a
 * table added to it and not here fails to compile instead of being left behind by a move.
 */
export const movedTables = {
  staff_users: ['id'],
  leads: ['id'],
  outbox: ['id'],
  subscribers: ['id'],
  newsletter_consents: ['lead_id'],
  settings: ['key'],
  uploads: ['id'],
  lead_notes: ['id'],
  lead_tags: ['lead_id', 'tag'],
  staff_sessions: ['id'],
  sign_in_addresses: ['user_id', 'address_hash'],
  sign_in_throttled: ['account_key', 'address_hash'],
  audit_log: ['id'],
  rate_limits: ['key'],
  newsletter_suppressions: ['address_hash'],
  reply_budgets: ['budget_key', 'period'],
  page_views: ['day', 'path', 'locale', 'referrer'],
  report_digests: ['week'],
  lead_origins: ['lead_id'],
} as const satisfies { [Table in keyof Database]: readonly (keyof Database[Table] & string)[] }

type Table = keyof typeof movedTables
const tables = Object.keys(movedTables) as Table[]

/** What else a store's schema holds: the search index (made again from the leads) and the migrator's own. */
const derivedTables = ['leads_search', 'kysely_migration', 'kysely_migration_lock']

/** Rows read and written at a time: a few thousand parameters a statement, well inside PostgreSQL's limit. */
const batch = 400

export interface TableCheck {
  table: Table
  rows: number
  /** The table's contents, whatever order they are read in (digestOf). */
  digest: string
}

type Row = Record<string, unknown>

/**
 * A row as the same text on either database: its columns by name, 64-bit integers as numbers
 * (PostgreSQL's drivers may give them as bigint).
 */
function rowText(row: Row): string {
  const columns = Object.keys(row).sort()
  return JSON.stringify(
    columns.map((column) => [column, typeof row[column] === 'bigint' ? Number(row[column]) : row[column]]),
  )
}

/**
 * A digest of a table that does not depend on the order of its rows: the sum of each row's
 * SHA-256, modulo 2^256. The two databases order text differently (PostgreSQL by its collation),
 * and a sum is the same in any order while a row changed, lost or doubled still changes it.
 */
class TableDigest {
  private sum = 0n
  rows = 0
  add(row: Row) {
    this.sum =
      (this.sum + BigInt(`0x${createHash('sha256').update(rowText(row)).digest('hex')}`)) % 2n ** 256n
    this.rows++
  }
  get hex() {
    return this.sum.toString(16).padStart(64, '0')
  }
}

/** The rows of `table` a batch at a time, in the order of its key. */
async function* rowsOf(db: Kysely<Database>, table: Table): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += batch) {
    const ordered = movedTables[table].reduce(
      (query, column) => query.orderBy(column as never),
      db.selectFrom(table).selectAll(),
    )
    const page = (await ordered.limit(batch).offset(offset).execute()) as Row[]
    if (page.length > 0) yield page
    if (page.length < batch) return
  }
}

/** Each table's count and digest: what a move compares on both sides. */
export async function checkTables(db: Kysely<Database>): Promise<TableCheck[]> {
  const checks: TableCheck[] = []
  for (const table of tables) {
    const digest = new TableDigest()
    for await (const page of rowsOf(db, table)) for (const row of page) digest.add(row)
    checks.push({ table, rows: digest.rows, digest: digest.hex })
  }
  return checks
}

/** Tables in the target's schema that are not the store's: a database used for something else. */
export async function foreignTables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db)
  const ours = new Set<string>([...tables, ...derivedTables])
  return rows.map((row) => row.name).filter((name) => !ours.has(name))
}

export class MoveRefused extends Error {}

/** Refuses a target that holds a single row: a move never merges two sites' data. */
async function requireEmpty(trx: Transaction<Database>): Promise<void> {
  const held: string[] = []
  for (const table of tables) {
    const { count } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    if (Number(count) > 0) held.push(`${table}: ${count}`)
  }
  if (held.length)
    throw new MoveRefused(
      `The PostgreSQL database is not empty (${held.join(', ')} rows): a move goes into an empty database only`,
    )
}

/**
 * The next id each table hands out comes after the ids copied in: PostgreSQL's identity sequences
 * do not see rows written with their ids given.
 */
async function advanceSequences(trx: Transaction<Database>): Promise<void> {
  for (const table of tables) {
    if (movedTables[table].join() !== 'id') continue
    const { rows } = await sql<{ sequence: string | null; top: number | null }>`SELECT
      pg_get_serial_sequence(${table}, 'id') AS sequence, (SELECT max(id) FROM ${sql.table(table)}) AS top`.execute(
      trx,
    )
    const [{ sequence, top }] = rows as [{ sequence: string | null; top: number | null }]
    if (sequence && top !== null) await sql`SELECT setval(${sequence}::regclass, ${top}::bigint)`.execute(trx)
  }
}

/**
 * Copies every row of the SQLite store `source` into the empty, migrated PostgreSQL store
 * `target`, ids and the signing key included (file folders and mailed links use them), then reads
 * both back and compares each table's count and digest. All of it is one transaction on the
 * target: a refusal, a failure or a difference leaves it as empty as it was. The source is read in
 * one transaction, a single moment's data even if something writes to it meanwhile.
 */
export async function moveStore(source: Db, target: Db): Promise<TableCheck[]> {
  return source.transaction().execute((from) =>
    target.transaction().execute(async (to) => {
      await requireEmpty(to)
      for (const table of tables)
        for await (const page of rowsOf(from, table)) {
          await to
            .insertInto(table)
            .values(page as never)
            .execute()
          if (table === 'leads')
            await indexForSearch(
              to,
              page.map((lead) => ({
                id: lead.id as number,
                reference: lead.reference as string,
                form: lead.form as FormId,
                payload: JSON.parse(lead.payload as string) as Record<string, string>,
              })),
            )
        }
      await advanceSequences(to)
      const [before, after] = [await checkTables(from), await checkTables(to)]
      const differ = before.filter((check, index) => JSON.stringify(check) !== JSON.stringify(after[index]))
      if (differ.length)
        throw new Error(
          `The copy differs from the SQLite store in ${differ.map((check) => check.table).join(', ')}`,
        )
      return after
    }),
  )
}
