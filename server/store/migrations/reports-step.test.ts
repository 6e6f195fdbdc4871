import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openEmptyDatabase } from '../../test/stores'
import { migrationsFor } from './history'

const kinds = [
  ['sqlite', 'sqlite'],
  ['pglite', 'postgres'],
] as const

// The reports' step on a database that has leads, moves and deliveries already: each lead's
// moments come from the audit log, and the outbox keeps every row while it learns to hold a job
// of no lead.
describe('the reports’ step', { timeout: 180_000 }, () => {
  it.each(kinds)('on %s, dates earlier moves from the log and keeps the outbox', async (kind, dialect) => {
    const store = await openEmptyDatabase(kind)
    try {
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrationsFor(dialect) },
      })
      const before = await migrator.migrateTo('012-privacy-requests')
      if (before.error) throw before.error
      const db = store.db
      await sql`INSERT INTO staff_users (id, email, email_key, password_hash, created_at, password_changed_at)
        VALUES (7, 'alice@example.com', 'alice@example.com', 'x', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`.execute(
        db,
      )
      const lead = (id: number, status: string, changed: string | null) =>
        sql`INSERT INTO leads (id, reference, form, created_at, payload, spam, status, assignee_id, status_changed_at)
          VALUES (${id}, ${`SS-${id}`}, 'quote', '2026-03-02T09:00:00Z', '{}', 0, ${status}, 7, ${changed})`.execute(
          db,
        )
      await lead(1, 'won', '2026-03-09T09:00:00Z')
      await lead(2, 'contacted', '2026-03-04T09:00:00Z')
      await lead(3, 'new', null)
      const move = (leadId: number, at: string, detail: string) =>
        sql`INSERT INTO audit_log (at, actor_id, actor_email, action, lead_id, detail)
          VALUES (${at}, 7, 'alice@example.com', 'changed-lead', ${leadId}, ${detail})`.execute(db)
      await move(1, '2026-03-02T11:00:00Z', 'status new → contacted')
      await move(1, '2026-03-03T11:00:00Z', 'status contacted → quoted')
      await move(1, '2026-03-09T09:00:00Z', 'status quoted → won')
      await sql`INSERT INTO outbox (id, lead_id, kind, state, recipient_key, attempts, due_at, created_at, give_up_at)
        VALUES (41, 1, 'notify', 'sent', NULL, 1, '2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z', '2026-03-04T09:00:00Z')`.execute(
        db,
      )

      const after = await migrator.migrateToLatest()
      if (after.error) throw after.error
      const leads = await db
        .selectFrom('leads')
        .select(['id', 'answered_at', 'answered_by', 'quoted_at', 'closed_at'])
        .orderBy('id')
        .execute()
      expect(leads).toEqual([
        {
          id: 1,
          answered_at: '2026-03-02T11:00:00Z',
          answered_by: 7,
          quoted_at: '2026-03-03T11:00:00Z',
          closed_at: '2026-03-09T09:00:00Z',
        },
        // Moved before the log had it: its last move is all there is.
        { id: 2, answered_at: '2026-03-04T09:00:00Z', answered_by: 7, quoted_at: null, closed_at: null },
        { id: 3, answered_at: null, answered_by: null, quoted_at: null, closed_at: null },
      ])
      expect(await db.selectFrom('outbox').select(['id', 'lead_id', 'kind', 'state']).execute()).toEqual([
        { id: 41, lead_id: 1, kind: 'notify', state: 'sent' },
      ])
      await db
        .insertInto('outbox')
        .values({
          lead_id: null,
          report_week: '2026-03-02',
          kind: 'digest',
          state: 'pending',
          recipient_key: null,
          due_at: '2026-03-09T07:00:00Z',
          created_at: '2026-03-09T07:00:00Z',
          give_up_at: '2026-03-11T07:00:00Z',
        })
        .execute()
      const digest = await db
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'digest')
        .executeTakeFirstOrThrow()
      // Numbered apart from the rows kept, and the view over deliveries still reads those.
      expect(digest.id).not.toBe(41)
      const { rows } = await sql<{ reference: string }>`SELECT reference FROM delivery_report`.execute(db)
      expect(rows).toEqual([{ reference: 'SS-1' }])
    } finally {
      await store.close()
    }
  })
})
