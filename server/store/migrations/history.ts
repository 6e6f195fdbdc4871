import type { Migration } from 'kysely'
import type { StoreDialect } from '../dialect'
import { firstSteps } from './first-steps'
import {
  leadCountry,
  leadMoments,
  postFingerprints,
  privacyRequests,
  replyBudgets,
  replyTurns,
  repeatOrders,
  reportIndexes,
  reports,
  reportViews,
  retention,
  signInAddresses,
} from './later-steps'
import type { HistoryStep } from './step'

export interface HistoryEntry {
  /** What a database records in `kysely_migration` once the step is taken. */
  name: string
  /** The databases whose history holds the step; both unless said. */
  only?: StoreDialect
  up: HistoryStep
}

/**
 * The schema's history, one list for both databases, applied in order by Kysely's migrator: each
 * step runs in a transaction with its record in `kysely_migration`, on PostgreSQL under an advisory
 * lock, so instances starting together apply it once. A database's names must stay the ones it
 * recorded, so a step that has shipped is never edited, renamed or removed: add the next one at the
 * end (history.test.ts holds the names and the effect of each that has shipped).
 *
 * The columns are the same on both databases (times are ISO 8601 text in UTC, flags 0 or 1, JSON
 * as text), so the store's queries are the same on both and a lead reads as a plain row.
 */
export const storeHistory: readonly HistoryEntry[] = [
  ...firstSteps.map(([name, up]) => ({ name, only: 'sqlite' as const, up })),
  {
    name: '001-schema',
    only: 'postgres',
    async up(db, dialect) {
      for (const [, step] of firstSteps) await step(db, dialect)
    },
  },
  { name: '007-sign-in-addresses', up: signInAddresses },
  { name: '008-reply-turns', up: replyTurns },
  { name: '009-report-views', up: reportViews },
  { name: '010-reply-budgets', up: replyBudgets },
  { name: '011-retention', up: retention },
  { name: '012-privacy-requests', up: privacyRequests },
  { name: '013-reports', up: reports },
  { name: '015-repeat-orders', up: repeatOrders },
  { name: '016-report-indexes', up: reportIndexes },
  { name: '017-post-fingerprints', up: postFingerprints },
  { name: '018-lead-moments', up: leadMoments },
  { name: '019-lead-country', up: leadCountry },
]

/** The history as `dialect`'s databases record it, for Kysely's migrator. */
export function migrationsFor(dialect: StoreDialect): Record<string, Migration> {
  return Object.fromEntries(
    storeHistory
      .filter((entry) => (entry.only ?? dialect) === dialect)
      .map((entry) => [entry.name, { up: (db) => entry.up(db, dialect) }]),
  )
}
