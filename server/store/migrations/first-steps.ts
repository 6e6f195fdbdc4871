import { sql } from 'kysely'
import type { FormId } from '../../../app/lib/forms/common'
import { emailKeyOf } from '../buyer'
import { newReference } from '../reference'
import { indexForSearch } from '../search'
import { dialectHooks } from './hooks'
import type { HistoryStep } from './step'

/*
 * The schema's first six steps. SQLite databases took them one by one; PostgreSQL's history
 * begins with all six in one step (`001-schema`), as no PostgreSQL database held leads before.
 * On an empty database the steps that copy rows find none.
 */

// The table the collector created before the migrator kept track (PRAGMA user_version 1).
const submissions: HistoryStep = async (db, dialect) => {
  const hooks = dialectHooks[dialect]
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'integer', hooks.serialKey)
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

// Submissions become leads with a reference and where they came from, and gain an outbox.
const leadsAndOutbox: HistoryStep = async (db, dialect) => {
  const hooks = dialectHooks[dialect]
  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', hooks.serialKey)
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
    .addColumn('id', 'integer', hooks.serialKey)
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
    .addColumn('id', 'integer', hooks.serialKey)
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
}

// A quotation keeps its order as the builder structured it: lines, sizes, roster, dates, terms.
const quoteOrders: HistoryStep = async (db) => {
  await db.schema.alterTable('leads').addColumn('order_details', 'text').execute()
}

// A quotation's artwork files: one row per file, written in the transaction of its lead.
const uploads: HistoryStep = async (db, dialect) => {
  const hooks = dialectHooks[dialect]
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', hooks.serialKey)
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
}
// The sales inbox: each lead's status, assignee, notes and tags; staff accounts and their
// sessions; failed sign-ins; an append-only audit log; full-text search; the buyer's status link.
const salesInbox: HistoryStep = async (db, dialect) => {
  const hooks = dialectHooks[dialect]
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', hooks.serialKey)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('password_changed_at', 'text', (col) => col.notNull())
    .addColumn('disabled_at', 'text')
    .execute()

  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .execute()
  await db.schema
    .alterTable('leads')
    .addColumn('assignee_id', 'integer', (col) => col.references('staff_users.id'))
    .execute()
  await db.schema.alterTable('leads').addColumn('read_at', 'text').execute()
  await db.schema.alterTable('leads').addColumn('status_changed_at', 'text').execute()
  await db.schema.alterTable('leads').addColumn('email_key', 'text').execute()
  await db.schema.alterTable('leads').addColumn('status_token', 'text').execute()
  await db.updateTable('leads').set({ status: 'spam' }).where('spam', '=', 1).execute()
  const stored = await db.selectFrom('leads').select(['id', 'form', 'payload']).execute()
  for (const row of stored) {
    const emailKey = emailKeyOf({
      form: row.form as FormId,
      payload: JSON.parse(row.payload) as Record<string, string>,
    })
    await db.updateTable('leads').set({ email_key: emailKey }).where('id', '=', row.id).execute()
  }
  // What the inbox asks: a folder (status) newest first, one assignee's, one person's leads.
  await db.schema.createIndex('leads_status_id').on('leads').columns(['status', 'id']).execute()
  // Only assigned leads are in the assignee's indexes, so a new lead (never assigned yet) costs
  // the collector nothing there; erasure, rare, reads the table for an address rather than
  // have every lead pay for an index of addresses (npm run bench:forms).
  await db.schema
    .createIndex('leads_assignee_id')
    .on('leads')
    .columns(['assignee_id', 'id'])
    .where(sql.ref('assignee_id'), 'is not', null)
    .execute()
  // Unread leads, a folder's counts by form and date, one person's leads by status: each
  // inbox view on an index that fits it (npm run bench:inbox, 100,000 leads).
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
    .createTable('lead_notes')
    .addColumn('id', 'integer', hooks.serialKey)
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
    // The SHA-256 of the session id: the cookie's value is never stored.
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
    .addColumn('id', 'integer', hooks.serialKey)
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
    .addColumn('id', 'integer', hooks.serialKey)
    .addColumn('at', 'text', (col) => col.notNull())
    // No foreign keys: an entry outlives the account and the lead it names.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('address', 'text')
    .execute()
  await db.schema.createIndex('audit_log_lead').on('audit_log').column('lead_id').execute()
  await hooks.auditLogAppendOnly(db)

  // Full-text search over who sent a lead and what they wrote; the row id is the lead's id.
  await hooks.createSearchIndex(db)
  const leads = await db.selectFrom('leads').select(['id', 'reference', 'form', 'payload']).execute()
  await indexForSearch(
    db,
    leads.map((row) => ({
      ...row,
      form: row.form as FormId,
      payload: JSON.parse(row.payload) as Record<string, string>,
    })),
  )
}

// Submissions per address and window, shared by every process of the collector.
const rateLimits: HistoryStep = async (db, dialect) => {
  const hooks = dialectHooks[dialect]
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_ends', hooks.wideInteger, (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute()
}

/** The first steps in their order, under the names SQLite databases recorded them. */
export const firstSteps: ReadonlyArray<readonly [string, HistoryStep]> = [
  ['001-submissions', submissions],
  ['002-leads-and-outbox', leadsAndOutbox],
  ['003-quote-orders', quoteOrders],
  ['004-uploads', uploads],
  ['005-sales-inbox', salesInbox],
  ['006-rate-limits', rateLimits],
]
