import { PostgresAdapter } from 'kysely'
import type { Db } from './schema'

/** The databases the store runs on. */
export type StoreDialect = 'sqlite' | 'postgres'

/**
 * Whether `db` (or a transaction of it) runs on PostgreSQL. Almost every query is the same on both
 * databases; the few that are not (full-text search, claiming outbox jobs, hints to SQLite's
 * planner) ask here. The adapter is what Kysely itself consults for the same question.
 */
export const onPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter
