import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openEmptyDatabase } from '../../test/stores'
import { migrationsFor } from './history'

const kinds = [
  ['sqlite', 'sqlite'],
  ['pglite', 'postgres'],
] as const

// The step that keeps each lead's moments in milliseconds and its source, on a database with
// leads stored before it: moved along, answered, lost, from a campaign, from another site, with
// the origins the reports had read already, and not read yet.
describe('the lead moments’ step', { timeout: 180_000 }, () => {
  it.each(kinds)('on %s, fills them from the leads stored before it', async (kind, dialect) => {
    const store = await openEmptyDatabase(kind)
    try {
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrationsFor(dialect) },
      })
      const before = await migrator.migrateTo('017-post-fingerprints')
      if (before.error) throw before.error
      const db = store.db
      const lead = (
        id: number,
        status: string,
        moments: [created: string, answered: string | null, quoted: string | null, closed: string | null],
        visit: object | null,
      ) =>
        sql`INSERT INTO leads (id, reference, form, created_at, answered_at, quoted_at, closed_at, payload, spam,
            status, visit)
          VALUES (${id}, ${`SS-${id}`}, 'quote', ${moments[0]}, ${moments[1]}, ${moments[2]}, ${moments[3]}, '{}', 0,
            ${status}, ${visit && JSON.stringify(visit)})`.execute(db)
      await lead(
        1,
        'lost',
        [
          '2026-03-02T09:00:00.000Z',
          '2026-03-02T11:30:00.250Z',
          '2026-03-03T11:00:00Z',
          '2026-03-09T09:00:00Z',
        ],
        { landing: '/?utm_source=Google', utm: { utm_source: ' Google ' } },
      )
      await lead(2, 'contacted', ['2026-07-01T23:15:00.000Z', '2026-07-02T08:00:00.000Z', null, null], {
        landing: '/',
        referrer: 'https://News.Example/a',
      })
      await lead(3, 'new', ['2026-10-25T00:30:00.000Z', null, null, null], null)
      // Read by the reports already: the source they read is kept.
      await sql`INSERT INTO lead_origins (lead_id, country, source) VALUES (3, 'Spain', 'newsletter')`.execute(
        db,
      )

      const after = await migrator.migrateToLatest()
      if (after.error) throw after.error
      const leads = await db
        .selectFrom('leads')
        .select(['id', 'received_ms', 'answered_ms', 'quoted_ms', 'closed_ms', 'source'])
        .orderBy('id')
        .execute()
      expect(leads).toEqual([
        {
          id: 1,
          received_ms: Date.parse('2026-03-02T09:00:00.000Z'),
          answered_ms: Date.parse('2026-03-02T11:30:00.250Z'),
          quoted_ms: Date.parse('2026-03-03T11:00:00Z'),
          closed_ms: Date.parse('2026-03-09T09:00:00Z'),
          source: 'google',
        },
        {
          id: 2,
          received_ms: Date.parse('2026-07-01T23:15:00.000Z'),
          answered_ms: Date.parse('2026-07-02T08:00:00.000Z'),
          quoted_ms: null,
          closed_ms: null,
          source: 'news.example',
        },
        {
          id: 3,
          received_ms: Date.parse('2026-10-25T00:30:00.000Z'),
          answered_ms: null,
          quoted_ms: null,
          closed_ms: null,
          source: 'newsletter',
        },
      ])
    } finally {
      await store.close()
    }
  })
})
