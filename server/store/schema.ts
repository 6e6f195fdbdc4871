import type { ColumnType, Generated, Kysely } from 'kysely'
import type { ArtworkKind, ArtworkType } from '../../app/lib/order/artwork'

/**
 * The tables, as Kysely sees them. Times are ISO 8601 strings in UTC, which sort as they compare;
 * flags are 0 or 1; JSON columns hold text.
 */
export interface LeadsTable {
  id: Generated<number>
  /** What the buyer and sales quote: the brand prefix and eight unambiguous characters. */
  reference: string
  form: string
  created_at: string
  /** The accepted fields, as JSON. */
  payload: string
  user_agent: string | null
  spam: number
  /** The language of the page it was sent from; null for leads stored before it was recorded. */
  locale: string | null
  /** The address of the page it was sent from. */
  page: string | null
  /** The visit that brought it, as JSON: landing page, referrer, utm_* parameters. */
  visit: string | null
  /** A quotation's structured order as JSON (lib/order/order.ts); null for other forms. */
  order_details: ColumnType<string | null, string | null | undefined, string | null>
  /** Where the sales team has it (leadStatuses); `spam` is the spam folder. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>
  /** The staff account working it. */
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>
  /** When a member of staff first opened it; null while unread. */
  read_at: ColumnType<string | null, string | null | undefined, string | null>
  status_changed_at: ColumnType<string | null, string | null | undefined, string | null>
  /** The buyer's address lower-cased: how erasure finds every lead of one person. */
  email_key: ColumnType<string | null, string | null | undefined, string | null>
  /** The secret of the buyer's status page (`/status/<token>`); null for signups. */
  status_token: ColumnType<string | null, string | null | undefined, string | null>
  /** What a contact enquiry is about when it is not business: `privacy` (leadTopics); else null. */
  topic: ColumnType<LeadTopic | null, LeadTopic | null | undefined, LeadTopic | null>
  /** Its first move out of `new`: when the promised reply was given. */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>
  /** Whose answer it was: the assignee at that moment, or whoever moved it when nobody had it. */
  answered_by: ColumnType<number | null, number | null | undefined, number | null>
  /** The earlier request a quotation repeats ("Order again" on its status page); null for most. */
  repeat_of: ColumnType<number | null, number | null | undefined, number | null>
  /** When it first reached `quoted` (or `won` without a quotation). */
  quoted_at: ColumnType<string | null, string | null | undefined, string | null>
  /** When it last became `won` or `lost`. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>
  /**
   * The moments above as milliseconds since 1970, what the reports measure (received_ms is
   * created_at's): written with them, by lead-moments.ts only.
   */
  received_ms: number
  answered_ms: ColumnType<number | null, number | null | undefined, number | null>
  quoted_ms: ColumnType<number | null, number | null | undefined, number | null>
  closed_ms: ColumnType<number | null, number | null | undefined, number | null>
  /** Where it came from as the reports group it (reports/origins.ts `sourceOf`), kept as it was stored. */
  source: ColumnType<string, string | undefined, never>
  /** The country its buyer typed, as the reports group it (reports/origins.ts `countryOf`). */
  country: ColumnType<string | null, string | null | undefined, never>
  /**
   * What the post that sent it is recognised by if the browser sends it again (forms/fingerprint.ts):
   * null for leads not stored by the collector, or stored before it was recorded.
   */
  post_fingerprint: ColumnType<string | null, string | null | undefined, string | null>
}

/** A contact enquiry that is a privacy request or complaint, answered within a month. */
export const leadTopics = ['privacy'] as const
export type LeadTopic = (typeof leadTopics)[number]

/** A lead's way through the sales team, in order; `spam` is the folder beside them. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const jobKinds = ['notify', 'ack', 'confirm', 'welcome', 'webhook', 'digest'] as const
/**
 * notify: sales; ack: the buyer; confirm/welcome: a newsletter subscriber; webhook: the CRM;
 * digest: the weekly report to REPORTS_DIGEST_TO, the one job of no lead.
 */
export type JobKind = (typeof jobKinds)[number]

/** pending until delivered (sent) or given up on (parked); skipped when it is not to be sent at all. */
export type JobState = 'pending' | 'sent' | 'parked' | 'skipped'

export interface OutboxTable {
  id: Generated<number>
  /** The lead the job is for; null for the weekly digest. */
  lead_id: number | null
  /** The week (its Monday) a digest reports on; null for every other job. */
  report_week: ColumnType<string | null, string | null | undefined, string | null>
  kind: JobKind
  state: JobState
  /**
   * The lower-cased address of an automatic reply that counts against the caps (not a skipped
   * one): whose counter in `reply_budgets` its turn is taken back from, should it not go.
   */
  recipient_key: string | null
  /** The network (a /24 or a /48) of the post that asked for the reply: the other counter it is in. */
  network_key: ColumnType<string | null, string | null | undefined, string | null>
  /** The turn the caps gave an automatic reply that counts against them; retries never move it. */
  reply_slot: ColumnType<string | null, string | null | undefined, string | null>
  attempts: ColumnType<number, number | undefined, number>
  /** When the job may next be tried. */
  due_at: string
  /** While set and in the future, a worker is delivering the job and no other takes it. */
  lease_until: ColumnType<string | null, string | null | undefined, string | null>
  /** The last failure, or why the job was skipped. */
  last_error: string | null
  created_at: string
  /** After this, a failure parks the job instead of retrying it. */
  give_up_at: string
  sent_at: ColumnType<string | null, string | null | undefined, string | null>
}

export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed'

export interface SubscribersTable {
  id: Generated<number>
  email: string
  /** The address lower-cased: one subscription per mailbox, however it was typed. */
  email_key: string
  locale: string
  state: SubscriberState
  /** Changes at every confirmation and unsubscription, so each emailed link works once. */
  nonce: string
  /** The signup that started the current subscription. */
  lead_id: number
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/**
 * The proof of a newsletter subscription's consent, one per signup: the wording the form showed,
 * looked up by its id in the translation module (never taken from the post), its language, the
 * page it was given on, and when it was given and confirmed.
 */
export interface NewsletterConsentsTable {
  lead_id: number
  wording_id: string
  wording: string
  locale: string
  page: string | null
  signed_up_at: string
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * A file sent with a lead (a quotation's artwork), kept at `DATA_DIR/uploads/<lead_id>/<stored_name>`
 * byte for byte as it arrived.
 */
export interface UploadsTable {
  id: Generated<number>
  lead_id: number
  /** The file's name as the buyer's computer gave it, cleaned for display; never a path on disk. */
  name: string
  /** The name on disk, made by the collector: random, with the ending of its judged type. */
  stored_name: string
  /** The media type of its judged type (not the one it was sent with). */
  media_type: string
  /** png, jpeg, svg, pdf, ai or eps, judged from its first bytes. */
  type: string
  kind: 'raster' | 'vector'
  /** A raster image's size in pixels, when its header gives it. */
  width: number | null
  height: number | null
  bytes: number
  /** Hex SHA-256 of the stored bytes. */
  sha256: string
  created_at: string
}

/** A member of the sales team; accounts are made from the command line (`npm run admin`). */
export interface StaffUsersTable {
  id: Generated<number>
  email: string
  email_key: string
  /** Argon2id, in its PHC string form (parameters and salt included). */
  password_hash: string
  created_at: string
  password_changed_at: string
  /** A disabled account cannot sign in, and its sessions are gone. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface StaffSessionsTable {
  /** The SHA-256 of the session id the cookie carries: a copy of the database opens no session. */
  id: string
  user_id: number
  /** The session as the session plugin keeps it, as JSON. */
  data: string
  created_at: string
  /** When it ends if nothing renews it: the idle limit, never past the absolute one. */
  expires_at: string
  user_agent: string | null
}

/** Addresses an account signed in from, as keyed hashes: they pass its ceiling of failures. */
export interface SignInAddressesTable {
  user_id: number
  address_hash: string
  last_at: string
}

/** Attempts refused by the throttle since the last hourly summary, per account and address. */
export interface SignInThrottledTable {
  /** The account's key, or '' for every address typed that has no account. */
  account_key: string
  address_hash: string
  attempts: number
}

/** Who did what, and when: written once, never changed (triggers refuse updates and deletes). */
export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor_id: number | null
  actor_email: string | null
  action: string
  lead_id: number | null
  detail: string | null
  address: string | null
}

export interface LeadNotesTable {
  id: Generated<number>
  lead_id: number
  author_id: number
  body: string
  created_at: string
}

export interface LeadTagsTable {
  lead_id: number
  tag: string
}

export interface SettingsTable {
  key: string
  value: string
}

/** One counter per address: its hits in the window that ends at `window_ends` (ms since 1970). */
export interface RateLimitsTable {
  key: string
  window_ends: number
  hits: number
}

/**
 * An address that unsubscribed: a keyed hash of it (never the address) and when. No newsletter
 * mail goes to it until the person confirms a new subscription.
 */
export interface NewsletterSuppressionsTable {
  address_hash: string
  suppressed_at: string
}

/**
 * The turns given to automatic replies (reply-caps.ts): one row per budget and period, so a reply's
 * turn reads a few rows and writes one per budget, however many replies are booked.
 */
export interface ReplyBudgetsTable {
  /** What the budget counts, as a fixed-size hash: a kind of reply in all, to one address, or from one network. */
  budget_key: string
  /** The hours since 1970 (UTC) at its start: its clock hour, or its day's midnight (a multiple of 24). */
  period: number
  /** Turns given in it. */
  used: number
}

/**
 * The rows of leads' files. The files themselves are kept by the file storage (server/files/):
 * a row is committed only once its file is durable there, and a file goes after its row.
 */
export interface NewUpload {
  /** As the buyer's computer named it, cleaned for display. */
  name: string
  storedName: string
  mediaType: string
  type: ArtworkType
  kind: ArtworkKind
  width?: number
  height?: number
  bytes: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
}

export interface Upload extends NewUpload {
  id: number
  leadId: number
  createdAt: string
}

/** A kept file as the store names it: its lead, and the name the collector made (never the buyer's). */
export type StoredFile = Pick<Upload, 'leadId' | 'storedName'>

/**
 * What removes kept files once the rows naming them are gone and committed: the file storage,
 * handed in by whoever deletes leads, so the store never reaches into server/files/.
 */
export interface RemovesFiles {
  remove(files: StoredFile[]): Promise<void>
}

/**
 * Page views, counted: one row per day (UTC), page, language and referring host, and its count.
 * Nothing in it tells one visitor from another.
 */
export interface PageViewsTable {
  /** YYYY-MM-DD, UTC. */
  day: string
  /** The page's path as the site names it (`/es/about`), one of the site's pages. */
  path: string
  locale: string
  /** The referring site's host, '' when none or the site itself. */
  referrer: string
  views: number
}

/**
 * Where a lead came from, as the reports name it, read once from its JSON: its country as typed,
 * its source (`utm_source`, else the referring host, else `direct`), campaign, and the site pages
 * its visit began on and its form was sent from.
 */
export interface LeadOriginsTable {
  lead_id: number
  /** The lead's own `country` and `source`, kept beside its other origins. */
  country: string | null
  source: string
  campaign: string | null
  landing: string | null
  page: string | null
}

/** The weekly digests sent: a week's row is the claim of the instance that sends it. */
export interface ReportDigestsTable {
  /** The Monday (UK date) the reported week starts on, YYYY-MM-DD. */
  week: string
  claimed_at: string
}

export interface Database {
  leads: LeadsTable
  outbox: OutboxTable
  subscribers: SubscribersTable
  newsletter_consents: NewsletterConsentsTable
  settings: SettingsTable
  uploads: UploadsTable
  staff_users: StaffUsersTable
  staff_sessions: StaffSessionsTable
  sign_in_addresses: SignInAddressesTable
  sign_in_throttled: SignInThrottledTable
  audit_log: AuditLogTable
  lead_notes: LeadNotesTable
  lead_tags: LeadTagsTable
  rate_limits: RateLimitsTable
  newsletter_suppressions: NewsletterSuppressionsTable
  reply_budgets: ReplyBudgetsTable
  page_views: PageViewsTable
  report_digests: ReportDigestsTable
  lead_origins: LeadOriginsTable
}

export type Db = Kysely<Database>
