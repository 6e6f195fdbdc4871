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
export function isOneOf(db: Db, column: string, values: readonly string[]): RawBuilder<SqlBool> {
  return onPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...values]}::text[])`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`
}

/**
 * Rows of text and integer columns as the source of an `insert … select`, with each column (on
 * PostgreSQL) or the whole list (on SQLite) sent as one parameter: as with isOneOf, the statement's
 * text is the same however many rows there are. (SQLite reads `on conflict` after a select only
 * when the select has a `where`.)
 */
export function rowsFrom(
  db: Db,
  columns: ReadonlyArray<readonly [name: string, type: 'text' | 'integer']>,
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
