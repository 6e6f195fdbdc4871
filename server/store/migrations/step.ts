import type { Kysely } from 'kysely'
import type { StoreDialect } from '../dialect'

/**
 * One step of the schema's history, given the database it runs on. Steps see the schema of their
 * own time, not today's types, so they take a database of any shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HistoryStep = (db: Kysely<any>, dialect: StoreDialect) => Promise<void>
