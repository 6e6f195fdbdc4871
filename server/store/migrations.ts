import { sql, type Kysely, type Migration } from 'kysely'
import { newReference } from './reference'

/**
 * The schema's history, applied in order by Kysely's migrator; each runs in a transaction with its
 * record in `kysely_migration`. Never edit one that has shipped: add the next.
 */
export const migrations: Record<string, Migration> = {
  // The table the collector created before the migrator kept track (PRAGMA user_version 1).
  '001-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submissions')
        .ifNotExists()
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
        .execute()
    },
  },

  // Submissions become leads with a reference and where they came from, and gain an outbox.
  '002-leads-and-outbox': {
    // Migrations see the schema of their own time, not today's types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locale', 'text')
        .addColumn('page', 'text')
        .addColumn('visit', 'text')
        .execute()
      await db.schema.createIndex('leads_form_created').on('leads').columns(['form', 'created_at']).execute()

      // Every stored submission is kept, under its id, with a reference of its own.
      const old = await db.selectFrom('submissions').selectAll().orderBy('id').execute()
      for (const row of old) {
        await db
          .insertInto('leads')
          .values({ ...row, reference: newReference() })
          .execute()
      }
      await db.schema.dropTable('submissions').execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('recipient_key', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('due_at', 'text', (col) => col.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('give_up_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute()
      await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute()
      // What the worker asks for: pending jobs by when they are due.
      await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'due_at']).execute()
      // What the caps on automatic replies ask: replies to an address, and replies in the last hour.
      // Only replies that count carry a recipient key, so these stay as small as the caps.
      await db.schema
        .createIndex('outbox_replies_by_address')
        .on('outbox')
        .columns(['recipient_key', 'kind', 'created_at'])
        .where(sql.ref('recipient_key'), 'is not', null)
        .execute()
      await db.schema
        .createIndex('outbox_replies_by_time')
        .on('outbox')
        .column('created_at')
        .where(sql.ref('recipient_key'), 'is not', null)
        .execute()

      await db.schema
        .createTable('subscribers')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_key', 'text', (col) => col.notNull().unique())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('nonce', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute()

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute()
    },
  },

  // A quotation keeps its order as the builder structured it: lines, sizes, roster, dates, terms.
  '003-quote-orders': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leads').addColumn('order_details', 'text').execute()
    },
  },

  // A quotation's artwork files: one row per file, written in the transaction of its lead.
  '004-uploads': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('stored_name', 'text', (col) => col.notNull().unique())
        .addColumn('media_type', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('sha256', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute()
      await db.schema.createIndex('uploads_lead').on('uploads').column('lead_id').execute()
    },
  },
}
