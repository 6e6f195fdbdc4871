import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'
import type { StoreDialect } from '../dialect'

/**
 * Where the two databases need different statements for the same effect. Everything else in the
 * history reads the same to both: Kysely's schema builder, which writes each statement in the
 * database's own SQL, or plain SQL that both take as written.
 */
export interface DialectHooks {
  /** A table's own key, numbered by the database as rows arrive. */
  serialKey(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder
  /** An integer that may pass 2^31 (milliseconds since 1970): SQLite's integers are all 64-bit. */
  wideInteger: 'integer' | 'bigint'
  /** The database itself refuses to change or remove an entry of the audit log. */
  auditLogAppendOnly(db: Kysely<unknown>): Promise<void>
  /** An empty full-text index of leads, `leads_search`, keyed by the lead's id (search.ts). */
  createSearchIndex(db: Kysely<unknown>): Promise<void>
  /** Views for people who query the data: the buyer's fields as columns. */
  createReportViews(db: Kysely<unknown>): Promise<void>
  /**
   * The outbox takes jobs of no lead (the weekly digest names its week in `report_week`): its
   * `lead_id` may be null, as nothing else about its rows changes.
   */
  outboxJobsWithoutLead(db: Kysely<unknown>): Promise<void>
  /**
   * A column of `leads` that names another lead (`repeat_of`): null when that lead is erased. On
   * PostgreSQL the check waits for the commit, so a store move, which copies the leads page by page
   * in one transaction, never depends on the order of the pages; SQLite checks each statement, and
   * its leads are only ever written in the order of their ids.
   */
  addLeadLink(db: Kysely<unknown>, column: string): Promise<void>
}

const sqlite: DialectHooks = {
  serialKey: (col) => col.primaryKey().autoIncrement(),
  wideInteger: 'integer',
  async auditLogAppendOnly(db) {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`.execute(db)
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`.execute(db)
  },
  async addLeadLink(db, column) {
    await sql`ALTER TABLE leads ADD COLUMN ${sql.ref(column)} integer
        REFERENCES leads (id) ON DELETE SET NULL`.execute(db)
  },
  async createSearchIndex(db) {
    await sql`CREATE VIRTUAL TABLE leads_search USING fts5(
        reference, name, company, email, message, tokenize = 'unicode61 remove_diacritics 2')`.execute(db)
  },
  // SQLite has no time type; its times stay ISO 8601 text in UTC, which compares in time order.
  async createReportViews(db) {
    await sql`CREATE VIEW lead_report AS SELECT
          leads.id, leads.reference, leads.form, leads.status, leads.spam = 1 AS spam, leads.locale,
          leads.created_at, leads.read_at, leads.status_changed_at,
          coalesce(leads.payload ->> '$.name', leads.payload ->> '$.CustomerName') AS name,
          coalesce(leads.payload ->> '$.email', leads.payload ->> '$.Email') AS email,
          coalesce(leads.payload ->> '$.company', leads.payload ->> '$.Company') AS company,
          coalesce(leads.payload ->> '$.phone', leads.payload ->> '$.Phone') AS phone,
          leads.payload ->> '$.country' AS country,
          coalesce(leads.payload ->> '$.productType', leads.payload ->> '$.ProductType') AS product_type,
          leads.payload ->> '$.quantity' AS quantity,
          coalesce(leads.payload ->> '$.message', leads.payload ->> '$.Notes') AS message,
          staff_users.email AS assignee,
          leads.page,
          leads.payload AS fields,
          leads.order_details,
          leads.visit
        FROM leads LEFT JOIN staff_users ON staff_users.id = leads.assignee_id`.execute(db)
    await sql`CREATE VIEW delivery_report AS SELECT
          outbox.id, outbox.lead_id, leads.reference, outbox.kind, outbox.state, outbox.attempts,
          outbox.created_at, outbox.due_at, outbox.sent_at, outbox.give_up_at, outbox.last_error
        FROM outbox JOIN leads ON leads.id = outbox.lead_id`.execute(db)
  },
  // SQLite changes no column's constraints in place: the table is made again, rows, ids, indexes
  // and the view over it as they were (the order of columns is the one the earlier steps left).
  async outboxJobsWithoutLead(db) {
    await sql`CREATE TABLE outbox_next (
        id integer PRIMARY KEY AUTOINCREMENT,
        lead_id integer REFERENCES leads (id),
        kind text NOT NULL,
        state text NOT NULL,
        recipient_key text,
        attempts integer DEFAULT 0 NOT NULL,
        due_at text NOT NULL,
        lease_until text,
        last_error text,
        created_at text NOT NULL,
        give_up_at text NOT NULL,
        sent_at text,
        network_key text,
        reply_slot text,
        report_week text)`.execute(db)
    await sql`INSERT INTO outbox_next (id, lead_id, kind, state, recipient_key, attempts, due_at,
        lease_until, last_error, created_at, give_up_at, sent_at, network_key, reply_slot)
      SELECT id, lead_id, kind, state, recipient_key, attempts, due_at, lease_until, last_error,
        created_at, give_up_at, sent_at, network_key, reply_slot FROM outbox`.execute(db)
    const view = await sql<{
      sql: string
    }>`SELECT sql FROM sqlite_master WHERE type = 'view' AND name = 'delivery_report'`.execute(db)
    await sql`DROP VIEW delivery_report`.execute(db)
    await sql`DROP TABLE outbox`.execute(db)
    await sql`ALTER TABLE outbox_next RENAME TO outbox`.execute(db)
    await sql`CREATE INDEX outbox_lead ON outbox (lead_id)`.execute(db)
    await sql`CREATE INDEX outbox_due ON outbox (state, due_at)`.execute(db)
    await sql`CREATE INDEX outbox_waiting ON outbox (reply_slot) WHERE reply_slot IS NOT NULL`.execute(db)
    await sql.raw(view.rows[0]!.sql).execute(db)
  },
}

const postgres: DialectHooks = {
  serialKey: (col) => col.primaryKey().generatedByDefaultAsIdentity(),
  wideInteger: 'bigint',
  async auditLogAppendOnly(db) {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$`.execute(db)
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db)
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db)
  },
  async addLeadLink(db, column) {
    await sql`ALTER TABLE leads ADD COLUMN ${sql.ref(column)} integer
        REFERENCES leads (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED`.execute(db)
  },
  // One document of words per lead, found by a GIN index.
  async createSearchIndex(db) {
    await db.schema
      .createTable('leads_search')
      .addColumn('lead_id', 'integer', (col) => col.primaryKey())
      .addColumn('document', sql`tsvector`, (col) => col.notNull())
      .execute()
    await sql`CREATE INDEX leads_search_document ON leads_search USING gin (document)`.execute(db)
  },
  // Times as timestamptz and JSON as jsonb. Read-only (they join tables), and the tables under
  // them stay as they are.
  async createReportViews(db) {
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
  async outboxJobsWithoutLead(db) {
    await sql`ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL`.execute(db)
    await sql`ALTER TABLE outbox ADD COLUMN report_week text`.execute(db)
  },
}

export const dialectHooks: Record<StoreDialect, DialectHooks> = { sqlite, postgres }
