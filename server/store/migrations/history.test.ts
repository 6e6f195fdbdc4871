import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { describeSchema, schemaFingerprint } from '../../test/schema'
import { openEmptyDatabase } from '../../test/stores'
import type { StoreDialect } from '../dialect'
import { migrationsFor, storeHistory } from './history'

/**
 * What each database recorded, step by step, as the steps shipped: the name in `kysely_migration`
 * and a fingerprint of the schema right after it (`describeSchema`). A database that took a step
 * holds exactly this, so none of it may change. A new step adds its line here once it ships.
 */
const shipped: Record<StoreDialect, Array<[name: string, fingerprint: string]>> = {
  sqlite: [
    ['001-submissions', '0f5dcd7b640810e6'],
    ['002-leads-and-outbox', 'ce04119ba4e84fd5'],
    ['003-quote-orders', '925c9a93e14f6077'],
    ['004-uploads', 'd6114d3151cfb9f9'],
    ['005-sales-inbox', '0627723336a08e14'],
    ['006-rate-limits', '86455267b9b27fe3'],
    ['007-sign-in-addresses', '956682cb6c4394a9'],
    ['008-reply-turns', '03336d3f97bb610e'],
    ['009-report-views', '4b2f7d67c0aa6aed'],
    ['010-reply-budgets', '1b0792b2db7deccc'],
    ['011-retention', '3e4e45aee5cdbed9'],
    ['012-privacy-requests', '4cb69eac98171ad5'],
    ['013-reports', 'f5f936bda2a90b46'],
    ['015-repeat-orders', 'dce786cb21957839'],
    ['016-report-indexes', '61968496679d05a1'],
    ['017-post-fingerprints', '2f3a722b98343b7a'],
    ['018-lead-moments', '0420f014529ebfd9'],
    ['019-lead-country', '7693e72649d3f0f0'],
  ],
  postgres: [
    ['001-schema', 'e2a8873aa2bc4b5c'],
    ['007-sign-in-addresses', '51d8c96790ee4ba8'],
    ['008-reply-turns', '07597a95ffe336f6'],
    ['009-report-views', '57cdc9e68a01168c'],
    ['010-reply-budgets', '6338502123401942'],
    ['011-retention', 'ec929399aac3e05a'],
    ['012-privacy-requests', 'c3fd51061e242318'],
    ['013-reports', '4bc6b7842122f9a0'],
    ['015-repeat-orders', '306c917c85d7d4ea'],
    ['016-report-indexes', '9921b98545038c2f'],
    ['017-post-fingerprints', 'e74862e7af35aed1'],
    ['018-lead-moments', '46703ed3aeef2d4a'],
    ['019-lead-country', '40a139be3ff4db2d'],
  ],
}

const kinds = [
  ['sqlite', 'sqlite'],
  ['pglite', 'postgres'],
] as const

// Each step and a look at the whole schema after it, on PGlite too (which starts in the first
// test that opens it): slow on a busy machine, which is no failure.
describe('the schema’s history', { timeout: 180_000 }, () => {
  it.each(['sqlite', 'postgres'] as const)(
    'lists on %s the shipped steps under their names, in the order the migrator takes them',
    (dialect) => {
      const names = Object.keys(migrationsFor(dialect))
      expect(names.slice(0, shipped[dialect].length)).toEqual(shipped[dialect].map(([name]) => name))
      // Kysely's migrator takes steps in the order of their names, whatever the list's order.
      expect([...names].sort()).toEqual(names)
    },
  )

  it('names each step once', () => {
    const names = storeHistory.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it.each(kinds)('leaves on %s the schema each shipped step left, step by step', async (kind, dialect) => {
    const store = await openEmptyDatabase(kind)
    try {
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrationsFor(dialect) },
      })
      const taken: Array<[string, string]> = []
      for (const [name] of shipped[dialect]) {
        const { error } = await migrator.migrateTo(name)
        if (error) throw error
        taken.push([name, schemaFingerprint(await describeSchema(store.db, dialect))])
      }
      expect(taken).toEqual(shipped[dialect])
    } finally {
      await store.close()
    }
  })

  it.each(kinds)(
    'finds nothing to do on %s in a database that recorded every shipped step',
    async (kind, dialect) => {
      const store = await openEmptyDatabase(kind)
      try {
        // What the migrator writes as it takes a step, written here without taking any.
        await sql`CREATE TABLE kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(
          store.db,
        )
        for (const [name] of shipped[dialect])
          await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
            store.db,
          )
        const migrator = new Migrator({
          db: store.db,
          provider: { getMigrations: async () => migrationsFor(dialect) },
        })
        const { error, results } = await migrator.migrateToLatest()
        expect(error).toBeUndefined()
        expect(results).toEqual([])
      } finally {
        await store.close()
      }
    },
  )
})
