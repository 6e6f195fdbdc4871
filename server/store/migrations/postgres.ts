import { sql, type Kysely, type Migration } from 'kysely'
import { privacyRequests, replyBudgets, replyTurns, retention, signInAddresses } from './both'

/**
 * The PostgreSQL schema's history. It begins where SQLite's stood at `006-rate-limits`, in one step,
 * as no PostgreSQL database held leads before; from here the two move together, a migration of the
 * same name in each. Kysely's migrator runs them in a transaction under an advisory lock, so
 * instances starting together apply each once. Never edit one that has shipped: add the next.
 *
 * The columns are the SQLite ones: times are ISO 8601 text in UTC, flags 0 or 1, JSON as text, so
 * the store's queries are the same on both and a lead reads as a plain row.
 */
export const postgresMigrations: Record<string, Migration> = {
  '001-schema': {
    // Migrations see the schema of their own time, not today's types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('email_key', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('password_changed_at', 'text', (col) => col.notNull())
        .addColumn('disabled_at', 'text')
        .execute()

      await db.schema
        .createTable('leads')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locale', 'text')
        .addColumn('page', 'text')
        .addColumn('visit', 'text')
        .addColumn('order_details', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('assignee_id', 'integer', (col) => col.references('staff_users.id'))
        .addColumn('read_at', 'text')
        .addColumn('status_changed_at', 'text')
        .addColumn('email_key', 'text')
        .addColumn('status_token', 'text')
        .execute()
      await db.schema.createIndex('leads_form_created').on('leads').columns(['form', 'created_at']).execute()
      await db.schema.createIndex('leads_status_id').on('leads').columns(['status', 'id']).execute()
      await db.schema
        .createIndex('leads_assignee_id')
        .on('leads')
        .columns(['assignee_id', 'id'])
        .where(sql.ref('assignee_id'), 'is not', null)
        .execute()
      await db.schema
        .createIndex('leads_unread')
        .on('leads')
        .column('status')
        .where(sql.ref('read_at'), 'is', null)
        .execute()
      await db.schema
        .createIndex('leads_status_form_created')
        .on('leads')
        .columns(['status', 'form', 'created_at'])
        .execute()
      await db.schema
        .createIndex('leads_assignee_status')
        .on('leads')
        .columns(['assignee_id', 'status'])
        .where(sql.ref('assignee_id'), 'is not', null)
        .execute()
      await db.schema.createIndex('leads_status_token').on('leads').column('status_token').unique().execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
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
      await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'due_at']).execute()
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
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
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

      await db.schema
        .createTable('uploads')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
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

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
        .addColumn('author_id', 'integer', (col) => col.notNull().references('staff_users.id'))
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute()
      await db.schema.createIndex('lead_notes_lead').on('lead_notes').column('lead_id').execute()

      await db.schema
        .createTable('lead_tags')
        .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
        .addColumn('tag', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('lead_tags_pk', ['lead_id', 'tag'])
        .execute()
      await db.schema.createIndex('lead_tags_tag').on('lead_tags').columns(['tag', 'lead_id']).execute()

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id'))
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('user_agent', 'text')
        .execute()
      await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute()

      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('account_key', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .execute()
      await db.schema
        .createIndex('sign_in_failures_account')
        .on('sign_in_failures')
        .columns(['account_key', 'at'])
        .execute()
      await db.schema
        .createIndex('sign_in_failures_address')
        .on('sign_in_failures')
        .columns(['address', 'at'])
        .execute()

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'integer')
        .addColumn('detail', 'text')
        .addColumn('address', 'text')
        .execute()
      await db.schema.createIndex('audit_log_lead').on('audit_log').column('lead_id').execute()
      // Append-only, as on SQLite: the database itself refuses to change or remove an entry.
      await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`.execute(db)
      await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db)
      await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db)

      // Full-text search (search.ts): one document of words per lead, found by a GIN index.
      await db.schema
        .createTable('leads_search')
        .addColumn('lead_id', 'integer', (col) => col.primaryKey())
        .addColumn('document', sql`tsvector`, (col) => col.notNull())
        .execute()
      await sql`CREATE INDEX leads_search_document ON leads_search USING gin (document)`.execute(db)

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_ends', 'bigint', (col) => col.notNull())
        .addColumn('hits', 'integer', (col) => col.notNull())
        .execute()
    },
  },

  '007-sign-in-addresses': signInAddresses,

  '008-reply-turns': replyTurns,

  // Views for people who query the data: times as timestamptz, the buyer's fields as columns,
  // JSON as jsonb. Read-only (they join tables), and the tables under them stay as they are.
  '009-report-views': {
    async up(db: Kysely<unknown>) {
      await sql`CREATE VIEW lead_report AS SELECT
          leads.id, leads.reference, leads.form, leads.status, leads.spam = 1 AS spam, leads.locale,
          leads.created_at::timestamptz AS created_at,
          leads.read_at::timestamptz AS read_at,
          leads.status_changed_at::timestamptz AS status_changed_at,
          coalesce(leads.payload::jsonb ->> 'name', leads.payload::jsonb ->> 'CustomerName') AS name,
          coalesce(leads.payload::jsonb ->> 'email', leads.payload::jsonb ->> 'Email') AS email,
          coalesce(leads.payload::jsonb ->> 'company', leads.payload::jsonb ->> 'Company') AS company,
          coalesce(leads.payload::jsonb ->> 'phone', leads.payload::jsonb ->> 'Phone') AS phone,
          leads.payload::jsonb ->> 'country' AS country,
          coalesce(leads.payload::jsonb ->> 'productType', leads.payload::jsonb ->> 'ProductType') AS product_type,
          leads.payload::jsonb ->> 'quantity' AS quantity,
          coalesce(leads.payload::jsonb ->> 'message', leads.payload::jsonb ->> 'Notes') AS message,
          staff_users.email AS assignee,
          leads.page,
          leads.payload::jsonb AS fields,
          leads.order_details::jsonb AS order_details,
          leads.visit::jsonb AS visit
        FROM leads LEFT JOIN staff_users ON staff_users.id = leads.assignee_id`.execute(db)
      await sql`CREATE VIEW delivery_report AS SELECT
          outbox.id, outbox.lead_id, leads.reference, outbox.kind, outbox.state, outbox.attempts,
          outbox.created_at::timestamptz AS created_at,
          outbox.due_at::timestamptz AS due_at,
          outbox.sent_at::timestamptz AS sent_at,
          outbox.give_up_at::timestamptz AS give_up_at,
          outbox.last_error
        FROM outbox JOIN leads ON leads.id = outbox.lead_id`.execute(db)
    },
  },

  '010-reply-budgets': replyBudgets,
  '011-retention': retention,
  '012-privacy-requests': privacyRequests,
}
