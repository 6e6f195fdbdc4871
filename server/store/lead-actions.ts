import type { FormId } from '../../app/lib/forms/common'
import type { Locale } from '../../app/lib/locale'
import { audit, type Actor, type AuditAction } from './audit'
import { momentColumns } from './lead-moments'
import { queueDeliveries, type OutboxPolicy } from './leads'
import { retryParked } from './outbox'
import { giveTurnsBack, givingTurns } from './reply-caps'
import type { Db, JobKind, LeadStatus } from './schema'

/**
 * What the sales team does to a lead from its page: read and unread, status, assignee, notes,
 * tags, spam and not spam, a failed delivery sent again. Each change is one transaction with its
 * audit entry, whose detail says what changed in the team's words, never the buyer's.
 */

/** The statuses a lead is worked through; `spam` is reached by "mark as spam" only. */
export const workStatuses = [
  'new',
  'contacted',
  'quoted',
  'won',
  'lost',
] as const satisfies readonly LeadStatus[]
export type WorkStatus = (typeof workStatuses)[number]

export const noteMaxLength = 4000
export const tagMaxLength = 30
export const maxTagsPerLead = 12

/**
 * A view is recorded once per person and lead in this time: the page shown again after each of
 * their own changes (post, redirect, get) is the same look at the lead, and the change itself is
 * in the log already.
 */
export const viewWindowMs = 30 * 60_000

/** A tag as it is kept: trimmed, single-spaced, lower case; undefined when it is not one. */
export function normaliseTag(typed: string): string | undefined {
  const tag = typed.trim().replace(/\s+/g, ' ').toLowerCase()
  const pattern = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} _-]{0,${tagMaxLength - 1}}$`, 'u')
  return pattern.test(tag) ? tag : undefined
}

type Change<Result extends string = never> = 'changed' | 'unchanged' | 'no-lead' | Result

async function note(
  db: Db,
  actor: Actor,
  leadId: number,
  detail: string,
  now: Date,
  action: AuditAction = 'changed-lead',
) {
  await audit(db, actor, action, { leadId, detail }, now)
}

/**
 * Someone opened the lead's page: it is read from now on (the first time only), and the view is
 * in the log unless the same person's last look at it is recent (viewWindowMs).
 */
export async function openLead(
  db: Db,
  leadId: number,
  actor: Actor,
  { markRead = true, now = new Date() }: { markRead?: boolean; now?: Date } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (markRead)
      await trx
        .updateTable('leads')
        .set({ read_at: now.toISOString() })
        .where('id', '=', leadId)
        .where('read_at', 'is', null)
        .execute()
    const since = new Date(now.getTime() - viewWindowMs).toISOString()
    const recent =
      actor.id !== null &&
      (await trx
        .selectFrom('audit_log')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('actor_id', '=', actor.id)
        .where('at', '>', since)
        .limit(1)
        .executeTakeFirst())
    if (!recent) await audit(trx, actor, 'viewed-lead', { leadId }, now)
  })
}

export async function markUnread(db: Db, leadId: number, actor: Actor, now = new Date()): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('read_at').where('id', '=', leadId).executeTakeFirst()
    if (!lead) return 'no-lead'
    if (lead.read_at === null) return 'unchanged'
    await trx.updateTable('leads').set({ read_at: null }).where('id', '=', leadId).execute()
    await note(trx, actor, leadId, 'marked unread', now)
    return 'changed'
  })
}

/** Moves a lead along `new → contacted → quoted → won / lost`; a lead in spam leaves it by "not spam". */
export async function setStatus(
  db: Db,
  leadId: number,
  status: WorkStatus,
  actor: Actor,
  now = new Date(),
): Promise<Change<'spam'>> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['status', 'assignee_id', 'answered_at', 'quoted_at'])
      .where('id', '=', leadId)
      .executeTakeFirst()
    if (!lead) return 'no-lead'
    if (lead.status === 'spam') return 'spam'
    if (lead.status === status) return 'unchanged'
    const at = now.toISOString()
    // The moments the reports read, each kept from the first move that reaches it.
    const answered = lead.answered_at === null && lead.status === 'new'
    const quoted = lead.quoted_at === null && (status === 'quoted' || status === 'won')
    await trx
      .updateTable('leads')
      .set({
        status,
        status_changed_at: at,
        ...(answered && { ...momentColumns({ answered_at: at }), answered_by: lead.assignee_id ?? actor.id }),
        ...(quoted && momentColumns({ quoted_at: at })),
        ...((status === 'won' || status === 'lost') && momentColumns({ closed_at: at })),
      })
      .where('id', '=', leadId)
      .execute()
    await note(trx, actor, leadId, `status ${lead.status} → ${status}`, now)
    return 'changed'
  })
}

/** Gives the lead to a member of staff whose account is enabled, or to nobody (`null`). */
export async function assignLead(
  db: Db,
  leadId: number,
  assigneeId: number | null,
  actor: Actor,
  now = new Date(),
): Promise<Change<'no-user'>> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select('assignee_id')
      .where('id', '=', leadId)
      .executeTakeFirst()
    if (!lead) return 'no-lead'
    const user =
      assigneeId === null
        ? undefined
        : await trx
            .selectFrom('staff_users')
            .select('email')
            .where('id', '=', assigneeId)
            .where('disabled_at', 'is', null)
            .executeTakeFirst()
    if (assigneeId !== null && !user) return 'no-user'
    if (lead.assignee_id === assigneeId) return 'unchanged'
    await trx.updateTable('leads').set({ assignee_id: assigneeId }).where('id', '=', leadId).execute()
    await note(trx, actor, leadId, user ? `assigned to ${user.email}` : 'unassigned', now)
    return 'changed'
  })
}

/** An internal note, kept as plain text with its author and time. */
export async function addNote(
  db: Db,
  leadId: number,
  body: string,
  actor: Actor,
  now = new Date(),
): Promise<Change> {
  if (actor.id === null) throw new Error('A note needs a member of staff as its author')
  const authorId = actor.id
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()
    if (!lead) return 'no-lead'
    await trx
      .insertInto('lead_notes')
      .values({ lead_id: leadId, author_id: authorId, body, created_at: now.toISOString() })
      .execute()
    await note(trx, actor, leadId, 'note added', now)
    return 'changed'
  })
}

/** Adds a tag (normaliseTag's form); a lead carries at most `maxTagsPerLead`. */
export async function addTag(
  db: Db,
  leadId: number,
  tag: string,
  actor: Actor,
  now = new Date(),
): Promise<Change<'too-many'>> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()
    if (!lead) return 'no-lead'
    const tags = await trx.selectFrom('lead_tags').select('tag').where('lead_id', '=', leadId).execute()
    if (tags.some((row) => row.tag === tag)) return 'unchanged'
    if (tags.length >= maxTagsPerLead) return 'too-many'
    await trx.insertInto('lead_tags').values({ lead_id: leadId, tag }).execute()
    await note(trx, actor, leadId, `tag +${tag}`, now)
    return 'changed'
  })
}

export async function removeTag(
  db: Db,
  leadId: number,
  tag: string,
  actor: Actor,
  now = new Date(),
): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()
    if (!lead) return 'no-lead'
    const result = await trx
      .deleteFrom('lead_tags')
      .where('lead_id', '=', leadId)
      .where('tag', '=', tag)
      .executeTakeFirst()
    if (result.numDeletedRows === 0n) return 'unchanged'
    await note(trx, actor, leadId, `tag -${tag}`, now)
    return 'changed'
  })
}

/** Why a delivery of a lead moved to spam was not made. */
export const cancelledAsSpam = 'not sent: the lead was marked as spam'

/**
 * Moves a lead to the spam folder. Its deliveries not yet made (waiting, or failed) are skipped,
 * so no acknowledgement goes to an address a spammer typed, and no longer count against the
 * reply caps; "not spam" queues them again.
 */
export async function markSpam(db: Db, leadId: number, actor: Actor, now = new Date()): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst()
    if (!lead) return 'no-lead'
    if (lead.status === 'spam') return 'unchanged'
    await trx
      .updateTable('leads')
      .set({ status: 'spam', spam: 1, status_changed_at: now.toISOString() })
      .where('id', '=', leadId)
      .execute()
    const unsent = await trx
      .selectFrom('outbox')
      .select(['kind', 'recipient_key', 'network_key', 'reply_slot'])
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['pending', 'parked'])
      .execute()
    await giveTurnsBack(trx, unsent, now)
    await trx
      .updateTable('outbox')
      .set({
        state: 'skipped',
        last_error: cancelledAsSpam,
        lease_until: null,
        recipient_key: null,
        reply_slot: null,
      })
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['pending', 'parked'])
      .execute()
    await note(trx, actor, leadId, `status ${lead.status} → spam`, now)
    return 'changed'
  })
}

/**
 * Moves a lead out of the spam folder into the inbox as `new`, and queues in the same transaction
 * the deliveries it never had (insertLeads' own rules: notification, acknowledgement within the
 * caps, webhook when configured). Kinds it already has, sent, waiting or failed, are not queued
 * again. Returns how many deliveries will be made, or undefined when the lead is not in spam.
 */
export async function markNotSpam(
  db: Db,
  leadId: number,
  policy: OutboxPolicy,
  actor: Actor,
  now = new Date(),
): Promise<number | 'no-lead' | 'unchanged'> {
  return givingTurns(() => markNotSpamOnce(db, leadId, policy, actor, now))
}

async function markNotSpamOnce(db: Db, leadId: number, policy: OutboxPolicy, actor: Actor, now: Date) {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['form', 'payload', 'locale', 'status'])
      .where('id', '=', leadId)
      .executeTakeFirst()
    if (!lead) return 'no-lead'
    if (lead.status !== 'spam') return 'unchanged'
    await trx
      .updateTable('leads')
      .set({ status: 'new', spam: 0, status_changed_at: now.toISOString() })
      .where('id', '=', leadId)
      .execute()
    const made = await trx
      .selectFrom('outbox')
      .select('kind')
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['sent', 'pending', 'parked'])
      .execute()
    const queued = await queueDeliveries(
      trx,
      [
        {
          id: leadId,
          form: lead.form as FormId,
          payload: JSON.parse(lead.payload) as Record<string, string>,
          locale: (lead.locale ?? 'en') as Locale,
          has: new Set<JobKind>(made.map((row) => row.kind)),
        },
      ],
      policy,
      now,
    )
    await note(
      trx,
      actor,
      leadId,
      `status spam → new, ${queued} ${queued === 1 ? 'delivery' : 'deliveries'} queued`,
      now,
      'marked-not-spam',
    )
    return queued
  })
}

/** Sends a failed (parked) delivery of the lead again; false when there is no such delivery. */
export async function resendDelivery(
  db: Db,
  leadId: number,
  jobId: number,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('outbox')
      .select(['kind'])
      .where('id', '=', jobId)
      .where('lead_id', '=', leadId)
      .where('state', '=', 'parked')
      .executeTakeFirst()
    if (!job || (await retryParked(trx, [jobId], now)) === 0) return false
    await note(trx, actor, leadId, `${job.kind} #${jobId} sent again`, now, 'resent-delivery')
    return true
  })
}

export interface LeadNote {
  id: number
  body: string
  createdAt: string
  /** The author's address; kept when their account is disabled. */
  authorEmail: string
}

/** A lead's notes, newest first. */
export async function listNotes(db: Db, leadId: number): Promise<LeadNote[]> {
  return db
    .selectFrom('lead_notes')
    .innerJoin('staff_users', 'staff_users.id', 'lead_notes.author_id')
    .select([
      'lead_notes.id as id',
      'lead_notes.body as body',
      'lead_notes.created_at as createdAt',
      'staff_users.email as authorEmail',
    ])
    .where('lead_notes.lead_id', '=', leadId)
    .orderBy('lead_notes.id', 'desc')
    .execute()
}

export async function listTags(db: Db, leadId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lead_tags')
    .select('tag')
    .where('lead_id', '=', leadId)
    .orderBy('tag')
    .execute()
  return rows.map((row) => row.tag)
}

/** Which of these leads still exist (the audit log names leads long gone). */
export async function existingLeads(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('leads').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}
