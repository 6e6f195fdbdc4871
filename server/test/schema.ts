import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../store/schema'
import type { StoreDialect } from '../store/dialect'

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await query.execute(db)).rows as Record<string, unknown>[]).map((row) => JSON.stringify(row)).sort()

/**
 * Everything a migration can change in a database's schema, as sorted text: on SQLite the
 * statements it keeps for each table, index, trigger and view; on PostgreSQL each column with its
 * type, default and identity, each constraint, index, trigger, view and function. The migrator's
 * own tables are left out: they record the history, they are not its effect.
 */
export async function describeSchema(db: Db, dialect: StoreDialect): Promise<string[]> {
  if (dialect === 'sqlite')
    return rowsOf(
      db,
      sql`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'kysely_migration%'`,
    )
  const described = await Promise.all([
    rowsOf(
      db,
      sql`SELECT table_name, column_name, ordinal_position, data_type, column_default, is_nullable,
        is_identity, identity_generation FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_migration%'`,
    ),
    rowsOf(
      db,
      sql`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
        AND conrelid::regclass::text NOT LIKE 'kysely_migration%'`,
    ),
    rowsOf(
      db,
      sql`SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_migration%'`,
    ),
    rowsOf(
      db,
      sql`SELECT tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE NOT tgisinternal`,
    ),
    rowsOf(
      db,
      sql`SELECT table_name, view_definition FROM information_schema.views WHERE table_schema = current_schema()`,
    ),
    rowsOf(
      db,
      sql`SELECT proname, pg_get_functiondef(oid) AS definition FROM pg_proc
        WHERE pronamespace = current_schema()::regnamespace`,
    ),
  ])
  return described.flat()
}

/** A short fingerprint of `describeSchema`'s text, to compare a schema with one recorded earlier. */
export const schemaFingerprint = (described: string[]): string =>
  createHash('sha256').update(described.join('\n')).digest('hex').slice(0, 16)
