import { sql, type RawBuilder } from 'kysely'
import { countryOf, sourceOf } from '../../reports/origins'
import type { Visit } from '../visit'
import { turnsOf, type CountedReply } from '../reply-caps'
import { dialectHooks } from './hooks'
import type { HistoryStep } from './step'

/* The steps both databases took, one by one, after the first six. */

// Sign-in throttling moves to the shared counters (rate_limits), each reserved before the password
// is checked; what stays is kept at a fixed size: addresses as keyed hashes. The failures' rows
// last 15 minutes, so none worth keeping is lost with the table.
export const signInAddresses: HistoryStep = async (db) => {
  await db.schema.dropTable('sign_in_failures').execute()
  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('last_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_addresses_pk', ['user_id', 'address_hash'])
    .execute()
  await db.schema
    .createTable('sign_in_throttled')
    .addColumn('account_key', 'text', (col) => col.notNull())
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_throttled_pk', ['account_key', 'address_hash'])
    .execute()
}

// Automatic replies wait for their turn under caps per network and per address as well as in
// all: each records the network of the post that asked for it and the turn it was given.
export const replyTurns: HistoryStep = async (db) => {
  await db.schema.alterTable('outbox').addColumn('network_key', 'text').execute()
  await db.schema.alterTable('outbox').addColumn('reply_slot', 'text').execute()
  // The turns replies already queued were given: when they were queued.
  await sql`UPDATE outbox SET reply_slot = created_at WHERE recipient_key IS NOT NULL`.execute(db)
  await db.schema.dropIndex('outbox_replies_by_address').execute()
  await db.schema.dropIndex('outbox_replies_by_time').execute()
  // What the caps ask: each kind's latest turns, in all, to an address, from a network. Only
  // replies that count have a turn, so these stay as small as the caps.
  for (const [name, columns] of [
    ['outbox_turns', ['kind', 'reply_slot']],
    ['outbox_turns_by_address', ['recipient_key', 'kind', 'reply_slot']],
    ['outbox_turns_by_network', ['network_key', 'kind', 'reply_slot']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('outbox')
      .columns([...columns])
      .where(sql.ref('reply_slot'), 'is not', null)
      .execute()
}

// The caps on automatic replies count turns in counters, one row per budget and period, instead of
// counting the outbox's rows at every reply. They start with the turns already given from today
// (UTC) on; the outbox's indexes for those counts go, and one finds the replies still waiting.
export const replyBudgets: HistoryStep = async (db) => {
  await db.schema
    .createTable('reply_budgets')
    .addColumn('budget_key', 'text', (col) => col.notNull())
    .addColumn('period', 'integer', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('reply_budgets_pk', ['budget_key', 'period'])
    .execute()
  const now = new Date()
  const today = new Date(now.toISOString().slice(0, 10)).toISOString()
  const { rows } = await sql<CountedReply>`SELECT kind, recipient_key, network_key, reply_slot FROM outbox
    WHERE reply_slot >= ${today}`.execute(db)
  const counted = turnsOf(rows, now)
  for (let from = 0; from < counted.length; from += 2000)
    await sql`INSERT INTO reply_budgets (budget_key, period, used) VALUES ${sql.join(
      counted.slice(from, from + 2000).map((row) => sql`(${row.key}, ${row.period}, ${row.turns})`),
    )}`.execute(db)
  for (const name of ['outbox_turns', 'outbox_turns_by_address', 'outbox_turns_by_network'])
    await db.schema.dropIndex(name).execute()
  await db.schema
    .createIndex('outbox_waiting')
    .on('outbox')
    .column('reply_slot')
    .where(sql.ref('reply_slot'), 'is not', null)
    .execute()
}

// A privacy request or complaint is a contact lead with a topic, answered within a month rather
// than a working day: the topic is a column, so its folder and its own overdue rule are indexed
// queries. A newsletter signup keeps the proof of its consent: the wording the form showed, in
// its language, where, and when it was given and confirmed.
export const privacyRequests: HistoryStep = async (db) => {
  await db.schema.alterTable('leads').addColumn('topic', 'text').execute()
  await db.schema
    .createIndex('leads_topic')
    .on('leads')
    .columns(['topic', 'status', 'created_at'])
    .where(sql.ref('topic'), 'is not', null)
    .execute()
  await db.schema
    .createTable('newsletter_consents')
    .addColumn('lead_id', 'integer', (col) => col.primaryKey().references('leads.id'))
    .addColumn('wording_id', 'text', (col) => col.notNull())
    .addColumn('wording', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('page', 'text')
    .addColumn('signed_up_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .execute()
}

// Views for people who query the data, the same on both databases for the same queries.
export const reportViews: HistoryStep = async (db, dialect) => {
  await dialectHooks[dialect].createReportViews(db)
}

// An address that left the newsletter is remembered only as a keyed hash and the date, so it is
// never mailed again; the subscription itself, and the signup, go.
export const retention: HistoryStep = async (db) => {
  await db.schema
    .createTable('newsletter_suppressions')
    .addColumn('address_hash', 'text', (col) => col.primaryKey())
    .addColumn('suppressed_at', 'text', (col) => col.notNull())
    .execute()
}

// Reports. Page views are counted, not recorded: one row per day (UTC), page, language and
// referring host ('' for none or the site itself) with its count, and nothing about the visitor.
// A lead keeps the moments of its way through the team, each written once by the move that makes
// it: answered (its first move out of "new") and by whom it counts for, quoted, closed (won or
// lost). Leads moved before this step take them from the audit log, which has every move's time.
export const reports: HistoryStep = async (db, dialect) => {
  await db.schema
    .createTable('page_views')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('referrer', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_views_pk', ['day', 'path', 'locale', 'referrer'])
    .execute()
  for (const column of ['answered_at', 'quoted_at', 'closed_at'])
    await db.schema.alterTable('leads').addColumn(column, 'text').execute()
  await db.schema
    .alterTable('leads')
    .addColumn('answered_by', 'integer', (col) => col.references('staff_users.id'))
    .execute()
  // The first move of each kind, from the log's details (`status <from> → <to>`).
  const firstMove = (pattern: string) =>
    sql`(SELECT min(audit_log.at) FROM audit_log WHERE audit_log.lead_id = leads.id
        AND audit_log.action = 'changed-lead' AND audit_log.detail LIKE ${pattern})`
  await sql`UPDATE leads SET answered_at = ${firstMove('status new → %')},
      quoted_at = coalesce(${firstMove('status % → quoted')}, ${firstMove('status % → won')})
    WHERE status <> 'new'`.execute(db)
  // A lead moved before the log was kept: its last move is all that is known.
  await sql`UPDATE leads SET answered_at = coalesce(status_changed_at, created_at)
    WHERE answered_at IS NULL AND status IN ('contacted', 'quoted', 'won', 'lost')`.execute(db)
  await sql`UPDATE leads SET answered_by = assignee_id WHERE answered_at IS NOT NULL`.execute(db)
  await sql`UPDATE leads SET closed_at = coalesce(status_changed_at, created_at)
    WHERE status IN ('won', 'lost')`.execute(db)
  // What each report reads of a period: leads by the time they arrived, in every folder.
  await db.schema.createIndex('leads_created').on('leads').column('created_at').execute()
  // Where each lead came from, read once from its JSON by the reports (server/reports/origins.ts)
  // so a year of leads is not parsed again at every look.
  await db.schema
    .createTable('lead_origins')
    .addColumn('lead_id', 'integer', (col) => col.primaryKey().references('leads.id'))
    .addColumn('country', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('campaign', 'text')
    .addColumn('landing', 'text')
    .addColumn('page', 'text')
    .execute()
  // The weekly digest: claimed once per week by whichever instance comes first, and sent through
  // the outbox as a job of no lead.
  await dialectHooks[dialect].outboxJobsWithoutLead(db)
  await db.schema
    .createTable('report_digests')
    .addColumn('week', 'text', (col) => col.primaryKey())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .execute()
}

// A quotation may repeat an earlier request ("Order again" on the buyer's status page): it keeps the
// earlier lead's id, so the inbox links the two both ways. An erased earlier lead leaves the repeat
// standing on its own, and the lookup of a lead's repeats has an index.
export const repeatOrders: HistoryStep = async (db, dialect) => {
  await dialectHooks[dialect].addLeadLink(db, 'repeat_of')
  await db.schema.createIndex('leads_repeat_of').on('leads').column('repeat_of').execute()
}

// The reports read a period's leads by the time they arrived, and its page views by day. Reading
// the table's row for each of a year's leads (wide with their JSON) cost more than the rest of a
// report, so the reports' indexes hold every column they read: the database answers from the
// index alone. The leads' index starts with the time they arrived, so it serves every query the
// old one did, which goes.
export const reportIndexes: HistoryStep = async (db) => {
  await db.schema.dropIndex('leads_created').execute()
  await db.schema
    .createIndex('leads_reports')
    .on('leads')
    .columns([
      'created_at',
      'status',
      'form',
      'locale',
      'topic',
      'assignee_id',
      'answered_at',
      'answered_by',
      'quoted_at',
      'closed_at',
      'reference',
      'id',
    ])
    .execute()
  await db.schema
    .createIndex('page_views_reports')
    .on('page_views')
    .columns(['day', 'path', 'views'])
    .execute()
}

// A native post the browser sends again (a reload of the page it was answered with) is recognised
// by a keyed hash of what it held, for a few minutes after the first: the lookup is by that hash.
// Only leads the collector stored have one.
export const postFingerprints: HistoryStep = async (db) => {
  await db.schema.alterTable('leads').addColumn('post_fingerprint', 'text').execute()
  await db.schema
    .createIndex('leads_post_fingerprint')
    .on('leads')
    .column('post_fingerprint')
    .where(sql.ref('post_fingerprint'), 'is not', null)
    .execute()
}

// The reports measure a year of leads at a look: parsing each moment's text and looking up each
// lead's source in `lead_origins` cost more than the measuring. A lead keeps each moment also as
// milliseconds since 1970 (written with its text, lead-moments.ts) and its source as the reports
// name it (written when it is stored, as it never changes), in an index the reports read whole,
// starting with the time it arrived.
export const leadMoments: HistoryStep = async (db, dialect) => {
  const { wideInteger } = dialectHooks[dialect]
  for (const column of ['received_ms', 'answered_ms', 'quoted_ms', 'closed_ms'])
    await db.schema.alterTable('leads').addColumn(column, wideInteger).execute()
  await db.schema
    .alterTable('leads')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('direct'))
    .execute()
  const ms = (column: string): RawBuilder<unknown> =>
    dialect === 'postgres'
      ? sql`cast(round(date_part('epoch', cast(${sql.ref(column)} as timestamptz)) * 1000) as bigint)`
      : sql`cast(round((julianday(${sql.ref(column)}) - 2440587.5) * 86400000) as integer)`
  await sql`UPDATE leads SET received_ms = ${ms('created_at')}, answered_ms = ${ms('answered_at')},
      quoted_ms = ${ms('quoted_at')}, closed_ms = ${ms('closed_at')}`.execute(db)
  // The sources the reports read already, then those of the leads they had not read yet.
  await sql`UPDATE leads SET source = (SELECT lead_origins.source FROM lead_origins
      WHERE lead_origins.lead_id = leads.id)
    WHERE EXISTS (SELECT 1 FROM lead_origins WHERE lead_origins.lead_id = leads.id)`.execute(db)
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'visit'])
      .where('id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lead_origins').select('lead_id').whereRef('lead_origins.lead_id', '=', 'leads.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(500)
      .execute()
    if (rows.length === 0) break
    const bySource = new Map<string, number[]>()
    for (const row of rows as Array<{ id: number; visit: string | null }>) {
      const source = sourceOf(row.visit ? (JSON.parse(row.visit) as Visit) : undefined)
      bySource.set(source, [...(bySource.get(source) ?? []), row.id])
    }
    for (const [source, ids] of bySource)
      await db.updateTable('leads').set({ source }).where('id', 'in', ids).execute()
    after = (rows.at(-1) as { id: number }).id
  }
  await db.schema
    .createIndex('leads_moments')
    .on('leads')
    .columns([
      'received_ms',
      'status',
      'form',
      'topic',
      'source',
      'locale',
      'assignee_id',
      'answered_by',
      'answered_ms',
      'quoted_ms',
      'closed_ms',
      'id',
    ])
    .execute()
}

// Leads per week by country still looked up each lead's country in `lead_origins`, a search per
// lead for a year of them. A lead keeps the country its buyer typed beside its source (written
// when it is stored, as its fields never change), and the reports' index holds it too, so every
// grouping of leads per week reads the index alone.
export const leadCountry: HistoryStep = async (db) => {
  await db.schema.alterTable('leads').addColumn('country', 'text').execute()
  // The countries the reports read already, then those of the leads they had not read yet.
  await sql`UPDATE leads SET country = (SELECT lead_origins.country FROM lead_origins
      WHERE lead_origins.lead_id = leads.id)
    WHERE EXISTS (SELECT 1 FROM lead_origins WHERE lead_origins.lead_id = leads.id)`.execute(db)
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom('leads')
      .select(['id', 'payload'])
      .where('id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lead_origins').select('lead_id').whereRef('lead_origins.lead_id', '=', 'leads.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(500)
      .execute()) as Array<{ id: number; payload: string }>
    if (rows.length === 0) break
    const byCountry = new Map<string, number[]>()
    for (const row of rows) {
      const country = countryOf(JSON.parse(row.payload) as Record<string, unknown>)
      if (country) byCountry.set(country, [...(byCountry.get(country) ?? []), row.id])
    }
    for (const [country, ids] of byCountry)
      await db.updateTable('leads').set({ country }).where('id', 'in', ids).execute()
    after = rows.at(-1)!.id
  }
  await db.schema.dropIndex('leads_moments').execute()
  await db.schema
    .createIndex('leads_moments')
    .on('leads')
    .columns([
      'received_ms',
      'status',
      'form',
      'topic',
      'source',
      'country',
      'locale',
      'assignee_id',
      'answered_by',
      'answered_ms',
      'quoted_ms',
      'closed_ms',
      'id',
    ])
    .execute()
}
