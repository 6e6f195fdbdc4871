import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openEmptyDatabase } from '../../test/stores'
import { migrationsFor } from './history'

const kinds = [
  ['sqlite', 'sqlite'],
  ['pglite', 'postgres'],
] as const

// The step that keeps on each lead the country its buyer typed, on a database with leads stored
// before it: an enquiry and a quotation (whose field is `Country`), one without a country, and one
// whose origins the reports had read already.
describe('the lead country’s step', { timeout: 180_000 }, () => {
  it.each(kinds)('on %s, fills it from the leads stored before it', async (kind, dialect) => {
    const store = await openEmptyDatabase(kind)
    try {
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrationsFor(dialect) },
      })
      const before = await migrator.migrateTo('018-lead-moments')
      if (before.error) throw before.error
      const db = store.db
      const lead = (id: number, form: string, payload: object) =>
        sql`INSERT INTO leads (id, reference, form, created_at, received_ms, payload, spam, status)
          VALUES (${id}, ${`SS-${id}`}, ${form}, '2026-03-02T09:00:00.000Z',
            ${Date.parse('2026-03-02T09:00:00.000Z')}, ${JSON.stringify(payload)}, 0, 'new')`.execute(db)
      await lead(1, 'contact', { name: 'Jane', country: '  United   Kingdom ' })
      await lead(2, 'quote', { CustomerName: 'Ana', Country: 'Spain' })
      await lead(3, 'contact', { name: 'Sam' })
      await lead(4, 'contact', { name: 'Lee', country: 'Ireland' })
      // Read by the reports already: the country they read is kept.
      await sql`INSERT INTO lead_origins (lead_id, country, source) VALUES (4, 'Éire', 'direct')`.execute(db)

      const after = await migrator.migrateToLatest()
      if (after.error) throw after.error
      const leads = await db.selectFrom('leads').select(['id', 'country']).orderBy('id').execute()
      expect(leads).toEqual([
        { id: 1, country: 'United Kingdom' },
        { id: 2, country: 'Spain' },
        { id: 3, country: null },
        { id: 4, country: 'Éire' },
      ])
    } finally {
      await store.close()
    }
  })
})
