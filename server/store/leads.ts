import { randomBytes } from 'node:crypto'
import type { Insertable, Selectable, Transaction } from 'kysely'
import type { FormId } from '../../app/lib/forms/common'
import type { Locale } from '../../app/lib/locale'
import type { Order } from '../../app/lib/order/order'
import { policyOf } from '../../app/lib/forms/forms'
import { countryOf, sourceOf } from '../reports/origins'
import { buyerOf, emailKeyOf, leadValues, type Posted } from './buyer'
import { momentColumns } from './lead-moments'
import { newReference } from './reference'
import { indexForSearch } from './search'
import type {
  Database,
  Db,
  JobKind,
  LeadsTable,
  LeadStatus,
  LeadTopic,
  NewUpload,
  OutboxTable,
} from './schema'
import type { ReplyCaps } from '../env'
import { givingTurns, replyTurns, type ReplyKind } from './reply-caps'
import { insertUploads } from './uploads'
import type { Visit } from './visit'

export interface NewLead {
  form: FormId
  payload: Record<string, string>
  userAgent?: string
  spam: boolean
  locale: Locale
  page?: string
  visit?: Visit
  /** A quotation's order, as the builder structured it. */
  order?: Order
  /** Its files, received and waiting to be moved into the lead's folder once it is committed. */
  uploads?: NewUpload[]
  /** The network the post came from (networkOf), whose automatic replies share a cap. */
  network?: string
  /** A newsletter signup's consent: the wording its form showed. */
  consent?: Consent
  /** The id of the earlier request this quotation repeats, found by that request's status token. */
  repeatOf?: number
  /**
   * What the post that sent it is recognised by when the browser sends it again
   * (forms/fingerprint.ts): a lead stored with the same one within `resentWithinMs` is not stored
   * twice.
   */
  fingerprint?: string
}

/** Consent as a form showed it: the wording's id and its words in the visitor's language. */
export interface Consent {
  id: string
  wording: string
}

/** A lead once committed: its id (which names its files' folder) and its reference. */
export interface StoredLead {
  id: number
  reference: string
  /** The post was one stored already (its fingerprint's): this is that lead, and nothing was stored. */
  alreadyStored?: true
}

/**
 * How long a post sent again is taken for the first: a reload of the page a native post was
 * answered with sends it again, seconds or minutes later. A person who means to send the very same
 * words twice from the same network waits longer than that, or changes a word.
 */
export const resentWithinMs = 10 * 60_000

export interface Lead extends Omit<NewLead, 'form' | 'locale' | 'uploads' | 'network' | 'consent'> {
  id: number
  reference: string
  form: FormId
  createdAt: string
  /** Null for leads stored before the language was recorded. */
  locale: Locale | null
  status: LeadStatus
  assigneeId: number | null
  /** When staff first opened it; null while unread. */
  readAt: string | null
  statusChangedAt: string | null
  /** The secret of the buyer's status page; null for signups and leads older than the inbox. */
  statusToken: string | null
  /** `privacy` for a privacy request or complaint; null for business. */
  topic: LeadTopic | null
}

/** A lead's topic, as a form's `topic` field chose it (the enquiry's); every other lead is business. */
export const topicOf = (lead: Posted): LeadTopic | null =>
  leadValues(lead).topic === 'privacy' ? 'privacy' : null

/** What the outbox of each new lead holds, decided from the server's settings. */
export interface OutboxPolicy {
  /** A webhook URL is configured: every lead that is not spam is posted to it. */
  webhook: boolean
  /** How many automatic replies (acknowledgements, confirmations) may go. */
  replyCaps: ReplyCaps
}

const hour = 3_600_000
/** How long a job is retried before it is parked for a person to look at. */
export const retryWindowMs = 48 * hour

type Trx = Transaction<Database>

/**
 * A newsletter signup starts (or restarts) a subscription awaiting confirmation. True when a
 * confirmation should be mailed: not for an address that is already confirmed.
 */
async function signUp(
  trx: Trx,
  lead: Pick<NewLead, 'form' | 'payload' | 'locale'>,
  leadId: number,
  now: string,
): Promise<boolean> {
  const { email } = buyerOf(lead)
  const key = email.toLowerCase()
  const existing = await trx
    .selectFrom('subscribers')
    .select(['id', 'state'])
    .where('email_key', '=', key)
    .executeTakeFirst()
  if (existing?.state === 'confirmed') return false
  if (!existing) {
    await trx
      .insertInto('subscribers')
      .values({
        email,
        email_key: key,
        locale: lead.locale,
        state: 'pending',
        nonce: randomBytes(12).toString('base64url'),
        lead_id: leadId,
        created_at: now,
      })
      .execute()
  } else {
    await trx
      .updateTable('subscribers')
      .set({ email, locale: lead.locale, state: 'pending', lead_id: leadId, unsubscribed_at: null })
      .where('id', '=', existing.id)
      .execute()
  }
  return true
}

/**
 * The secret in a buyer's status link: 32 characters, the first 9 the time it was made (base36,
 * which sorts as it counts) and 23 random (138 bits), so it cannot be guessed. The time first
 * makes each new token the last in its index, as a time-ordered UUID does: a token of random
 * characters only would land anywhere in it and cost every lead the collector stores a scattered
 * write (npm run bench:forms). The time says no more than the page itself: when it was received.
 */
export const newStatusToken = () =>
  Date.now().toString(36).padStart(9, '0') + randomBytes(18).toString('base64url').slice(0, 23)

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/**
 * Stores leads, the rows of their files and their delivery jobs in one transaction: once it
 * commits, every notification, acknowledgement and webhook call the leads need is on disk with
 * them. Returns their ids and references, in the order given.
 */
export async function insertLeads(
  db: Db,
  items: NewLead[],
  policy: OutboxPolicy,
  now = new Date(),
): Promise<StoredLead[]> {
  // Two leads drawing the same reference is a one-in-billions chance; the unique index turns it
  // into a rolled-back transaction, which is simply tried again with new references.
  for (let attempt = 1; ; attempt++) {
    try {
      return await givingTurns(() => insertOnce(db, items, policy, now))
    } catch (error) {
      if (attempt >= 3 || !/UNIQUE.*leads\.reference/i.test(String(error))) throw error
    }
  }
}

/**
 * The leads stored within `resentWithinMs` from posts with the fingerprints of `items`, by
 * fingerprint. Read in the transaction that stores `items`: a copy that arrives while the first
 * is being written finds it once it is committed, as one instance writes its leads one batch at a
 * time. Two copies reaching two instances within the same few milliseconds may both be stored.
 */
async function storedPosts(trx: Trx, items: NewLead[], now: Date): Promise<Map<string, StoredLead>> {
  const fingerprints = [...new Set(items.flatMap((item) => item.fingerprint ?? []))]
  const since = new Date(now.getTime() - resentWithinMs).toISOString()
  const stored = new Map<string, StoredLead>()
  for (const part of chunk(fingerprints, 1000)) {
    const rows = await trx
      .selectFrom('leads')
      .select(['id', 'reference', 'post_fingerprint'])
      .where('post_fingerprint', 'in', part)
      .where('created_at', '>=', since)
      .orderBy('id')
      .execute()
    for (const row of rows)
      if (!stored.has(row.post_fingerprint!))
        stored.set(row.post_fingerprint!, { id: row.id, reference: row.reference })
  }
  return stored
}

/**
 * Stores the leads of `items` whose post was not stored already, and answers a post sent again
 * (the same fingerprint, in this batch or within `resentWithinMs` before it) with the first lead.
 */
async function insertOnce(db: Db, items: NewLead[], policy: OutboxPolicy, now: Date): Promise<StoredLead[]> {
  return db.transaction().execute(async (trx) => {
    const stored = await storedPosts(trx, items, now)
    const seen = new Set(stored.keys())
    const fresh = items.filter((item) => {
      if (item.fingerprint === undefined) return true
      if (seen.has(item.fingerprint)) return false
      seen.add(item.fingerprint)
      return true
    })
    const written = await insertNew(trx, fresh, policy, now)
    fresh.forEach((item, index) => {
      if (item.fingerprint !== undefined) stored.set(item.fingerprint, written[index]!)
    })
    let next = 0
    return items.map((item) =>
      fresh[next] === item ? written[next++]! : { ...stored.get(item.fingerprint!)!, alreadyStored: true },
    )
  })
}

async function insertNew(trx: Trx, items: NewLead[], policy: OutboxPolicy, now: Date): Promise<StoredLead[]> {
  if (items.length === 0) return []
  const createdAt = now.toISOString()
  const references = items.map(() => newReference())
  const ids = new Map<string, number>()
  // Many rows per statement: SQLite allows 32,766 parameters, a lead takes 15.
  for (const part of chunk(
    items.map((item, index) => ({ item, reference: references[index]! })),
    1000,
  )) {
    const rows = await trx
      .insertInto('leads')
      .values(
        part.map(({ item, reference }) => ({
          reference,
          form: item.form,
          ...momentColumns({ created_at: createdAt }),
          payload: JSON.stringify(item.payload),
          user_agent: item.userAgent ?? null,
          spam: item.spam ? 1 : 0,
          locale: item.locale,
          page: item.page ?? null,
          visit: item.visit ? JSON.stringify(item.visit) : null,
          source: sourceOf(item.visit),
          country: countryOf(item.payload),
          order_details: item.order ? JSON.stringify(item.order) : null,
          status: item.spam ? 'spam' : 'new',
          email_key: emailKeyOf(item),
          status_token: policyOf(item.form).statusPage ? newStatusToken() : null,
          topic: topicOf(item),
          repeat_of: item.repeatOf ?? null,
          post_fingerprint: item.fingerprint ?? null,
        })),
      )
      .returning(['id', 'reference'])
      .execute()
    for (const row of rows) ids.set(row.reference, row.id)
  }
  await indexForSearch(
    trx,
    items.map((item, index) => ({
      id: ids.get(references[index]!)!,
      reference: references[index]!,
      form: item.form,
      payload: item.payload,
    })),
  )
  for (const [index, item] of items.entries()) {
    if (item.uploads) await insertUploads(trx, ids.get(references[index]!)!, item.uploads, createdAt)
  }
  const consents = items.flatMap((item, index) =>
    policyOf(item.form).reply === 'confirm' && item.consent
      ? [
          {
            lead_id: ids.get(references[index]!)!,
            wording_id: item.consent.id,
            wording: item.consent.wording,
            locale: item.locale,
            page: item.page ?? null,
            signed_up_at: createdAt,
          },
        ]
      : [],
  )
  for (const part of chunk(consents, 1000)) await trx.insertInto('newsletter_consents').values(part).execute()

  await queueDeliveries(
    trx,
    items.flatMap((item, index) => (item.spam ? [] : [{ ...item, id: ids.get(references[index]!)! }])),
    policy,
    now,
  )
  return references.map((reference) => ({ id: ids.get(reference)!, reference }))
}

/** A lead that is owed its deliveries: what they are decided from. */
export interface Deliverable {
  id: number
  form: FormId
  payload: Record<string, string>
  locale: Locale
  /** Kinds it already has (sent, queued or failed), which are not queued again. */
  has?: ReadonlySet<JobKind>
  /** The network its post came from; unknown for a lead staff moved out of spam. */
  network?: string
}

/**
 * Writes the delivery jobs of leads that are not spam, inside the transaction that makes them
 * deliverable (their commit, or "not spam"): the sales notification and the buyer's
 * acknowledgement, or a signup's confirmation, each reply at the turn its caps give it, and the
 * webhook call when one is configured. Returns how many jobs will be tried (the skipped ones not
 * counted). The transaction is to be run with givingTurns: it throws TurnTaken when another
 * booked one of its turns first.
 */
export async function queueDeliveries(
  trx: Trx,
  leads: Deliverable[],
  policy: OutboxPolicy,
  now: Date,
): Promise<number> {
  const createdAt = now.toISOString()
  const giveUpAt = new Date(now.getTime() + retryWindowMs).toISOString()
  const turns = replyTurns(trx, policy.replyCaps, now)
  const jobs: Insertable<OutboxTable>[] = []
  // Columns left out take their defaults (no attempts, no lease, not sent).
  const base = (leadId: number, kind: JobKind) => ({
    lead_id: leadId,
    kind,
    state: 'pending' as const,
    recipient_key: null,
    due_at: createdAt,
    last_error: null,
    created_at: createdAt,
    give_up_at: giveUpAt,
  })
  const job = (leadId: number, kind: JobKind) => jobs.push(base(leadId, kind))
  /** A reply goes at its turn, counted against the caps; or is kept as skipped, with the reason. */
  const reply = async (lead: Deliverable, kind: ReplyKind) => {
    const address = emailKeyOf(lead)
    const turn = await turns.turnOf(kind, address, lead.network)
    if ('refused' in turn) {
      jobs.push({ ...base(lead.id, kind), state: 'skipped', last_error: turn.refused })
      return
    }
    const at = turn.at.toISOString()
    jobs.push({
      ...base(lead.id, kind),
      recipient_key: address,
      network_key: lead.network ?? null,
      reply_slot: at,
      due_at: at,
      // Shown to staff while it waits; the first try clears or replaces it.
      last_error: turn.heldBy ? `waits for its turn under ${turn.heldBy}` : null,
      // A reply that waited is tried for as long as any other.
      give_up_at: new Date(turn.at.getTime() + retryWindowMs).toISOString(),
    })
  }
  // The counters of every reply these leads may be owed, read in one statement rather than one a lead.
  const replyOf = (lead: Deliverable): ReplyKind | undefined => policyOf(lead.form).reply
  await turns.readAhead(
    leads.flatMap((lead) => {
      const kind = replyOf(lead)
      return kind === undefined || lead.has?.has(kind)
        ? []
        : [{ kind, address: emailKeyOf(lead), network: lead.network }]
    }),
  )
  for (const lead of leads) {
    const owed = (kind: JobKind) => !lead.has?.has(kind)
    const form = policyOf(lead.form)
    if (form.answered && owed('notify')) job(lead.id, 'notify')
    if (form.reply === 'ack' && owed('ack')) await reply(lead, 'ack')
    // A subscription's confirmation goes only to an address not confirmed already.
    if (form.reply === 'confirm' && owed('confirm') && (await signUp(trx, lead, lead.id, createdAt)))
      await reply(lead, 'confirm')
    if (policy.webhook && owed('webhook')) job(lead.id, 'webhook')
  }
  await turns.book()
  for (const part of chunk(jobs, 2000)) await trx.insertInto('outbox').values(part).execute()
  return jobs.filter((row) => row.state === 'pending').length
}

export function toLead(row: Selectable<LeadsTable>): Lead {
  return {
    id: row.id,
    reference: row.reference,
    form: row.form as FormId,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload) as Record<string, string>,
    userAgent: row.user_agent ?? undefined,
    spam: row.spam === 1,
    locale: row.locale as Locale | null,
    page: row.page ?? undefined,
    visit: row.visit ? (JSON.parse(row.visit) as Visit) : undefined,
    order: row.order_details ? (JSON.parse(row.order_details) as Order) : undefined,
    status: row.status,
    assigneeId: row.assignee_id,
    readAt: row.read_at,
    statusChangedAt: row.status_changed_at,
    statusToken: row.status_token,
    topic: row.topic,
    repeatOf: row.repeat_of ?? undefined,
  }
}

/** A lead as another one links to it: its id and reference. */
export type LeadLink = { id: number; reference: string }

/**
 * The requests a quotation is linked to by "Order again": the one it repeats (unless erased since),
 * and those that repeat it, oldest first.
 */
export async function repeatLinks(
  db: Db,
  lead: Pick<Lead, 'id' | 'repeatOf'>,
): Promise<{ repeats?: LeadLink; repeatedAs: LeadLink[] }> {
  const [repeats, repeatedAs] = await Promise.all([
    lead.repeatOf === undefined
      ? undefined
      : db.selectFrom('leads').select(['id', 'reference']).where('id', '=', lead.repeatOf).executeTakeFirst(),
    db
      .selectFrom('leads')
      .select(['id', 'reference'])
      .where('repeat_of', '=', lead.id)
      .orderBy('id')
      .limit(100)
      .execute(),
  ])
  return { repeats, repeatedAs }
}

export async function findLead(db: Db, id: number): Promise<Lead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toLead(row)
}

export interface LeadFilter {
  form?: FormId
  /** ISO time: leads received at or after it. */
  since?: string
  includeSpam?: boolean
}

/** Leads in the order they arrived. */
export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<Lead[]> {
  let query = db.selectFrom('leads').selectAll().orderBy('id')
  if (filter.form) query = query.where('form', '=', filter.form)
  if (filter.since) query = query.where('created_at', '>=', filter.since)
  if (!filter.includeSpam) query = query.where('spam', '=', 0)
  return (await query.execute()).map(toLead)
}
