import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from './schema'

/** The databases the store runs on. */
export type StoreDialect = 'sqlite' | 'postgres'

/**
 * Whether `db` (or a transaction of it) runs on PostgreSQL. Almost every query is the same on both
 * databases; the few that are not (full-text search, claiming outbox jobs, hints to SQLite's
 * planner) ask here. The adapter is what Kysely itself consults for the same question.
 */
export const onPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * `column` is one of `values`, the list sent as one parameter (a JSON array to SQLite, an array to
 * PostgreSQL): the statement's text is the same however long the list, so each database compiles
 * it once (open.ts keeps SQLite's compiled statements) and no list nears a limit on parameters.
 */
export function isOneOf(
  db: Db,
  column: string | RawBuilder<unknown>,
  values: readonly string[],
): RawBuilder<SqlBool> {
  const value = typeof column === 'string' ? sql.ref(column) : column
  return onPostgres(db)
    ? sql<SqlBool>`${value} = any(${[...values]}::text[])`
    : sql<SqlBool>`${value} in (select value from json_each(${JSON.stringify(values)}))`
}

/**
 * Rows of text and integer columns (`bigint` for milliseconds since 1970) as the source of an `insert … select`, with each column (on
 * PostgreSQL) or the whole list (on SQLite) sent as one parameter: as with isOneOf, the statement's
 * text is the same however many rows there are. (SQLite reads `on conflict` after a select only
 * when the select has a `where`.)
 */
export function rowsFrom(
  db: Db,
  columns: ReadonlyArray<readonly [name: string, type: 'text' | 'integer' | 'bigint']>,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): RawBuilder<unknown> {
  if (onPostgres(db)) {
    const arrays = columns.map(([, type], index) => sql`${rows.map((row) => row[index])}::${sql.raw(type)}[]`)
    const names = columns.map(([name]) => sql.id(name))
    return sql`select * from unnest(${sql.join(arrays)}) as source(${sql.join(names)})`
  }
  const fields = columns.map(([name], index) => sql`value ->> ${sql.lit(index)} as ${sql.id(name)}`)
  return sql`select ${sql.join(fields)} from json_each(${JSON.stringify(rows)}) where true`
}

/**
 * The median of a group's values by nearest rank (the ⌈n/2⌉-th smallest), as an aggregate:
 * PostgreSQL's `percentile_disc` and SQLite's (built into better-sqlite3) both pick it at a share
 * of one half, though they round other shares differently.
 */
export function medianOf(db: Db, value: RawBuilder<unknown>): RawBuilder<number | string | null> {
  return onPostgres(db)
    ? sql<number | string | null>`percentile_disc(0.5) within group (order by ${value})`
    : sql<number | string | null>`percentile_disc(${value}, 0.5)`
}

/**
 * The `rank`-th smallest of `count` values (1-based, both integer expressions fixed for the whole
 * aggregate), as an aggregate: the share of the values each database's `percentile_disc` turns
 * into that rank. PostgreSQL takes the ⌈share × n⌉-th smallest, SQLite the ⌊share × (n − 1)⌋-th
 * counting from zero; aiming half a rank past the one wanted keeps floating point off the
 * decision. A sort with `limit 1 offset` finds the same value at four times the cost on SQLite.
 */
export function nthSmallestOf(
  db: Db,
  value: RawBuilder<unknown>,
  rank: RawBuilder<unknown>,
  count: RawBuilder<unknown>,
): RawBuilder<number | string | null> {
  return onPostgres(db)
    ? sql<
        number | string | null
      >`percentile_disc((${rank} - 0.5) / nullif(${count}, 0)) within group (order by ${value})`
    : sql<number | string | null>`percentile_disc(${value}, min(1.0, (${rank} - 0.5) / max(1, ${count} - 1)))`
}

/**
 * Runs a report's reads, which take most of a period's leads, with two things PostgreSQL's planner
 * cannot estimate told to it for their transaction only: the reports' index is read from memory
 * (`random_page_cost` as for cached or solid-state storage; at the default, a year's leads are read
 * from the wider table instead, twice as slow), and a calendar of a few hundred rows given as rows
 * is better hashed than merged with a year of leads (unable to count its distinct days, the
 * planner sorts the leads for each join, spilling to disk). SQLite's plans need neither.
 */
export async function withReportPlans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (!onPostgres(db)) return read(db)
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('random_page_cost', '1.1', true), set_config('enable_mergejoin', 'off', true)`.execute(
      trx,
    )
    return read(trx)
  })
}
