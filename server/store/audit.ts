import { maxAddressLength } from '../client-address'
import type { Db } from './schema'

/** What the audit log records; an entry says who, when, and which lead, never a buyer's words. */
export type AuditAction =
  | 'signed-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'signed-out'
  | 'signed-out-everywhere'
  | 'account-created'
  | 'account-disabled'
  | 'account-enabled'
  | 'password-reset'
  | 'viewed-lead'
  | 'changed-lead'
  | 'resent-delivery'
  | 'marked-not-spam'
  | 'exported'
  | 'exported-person'
  | 'erased-person'
  | 'deleted-spam'
  | 'deleted-by-retention'

/** Who acted: a member of staff, or nobody (the command line, the server's own retention). */
export interface Actor {
  id: number | null
  email: string | null
  /** The client's IP address, for actions over the web. */
  address?: string
}

export const commandLine: Actor = { id: null, email: 'command line' }
export const server: Actor = { id: null, email: 'server' }

export interface AuditEntry {
  id: number
  at: string
  actorEmail: string | null
  action: AuditAction
  leadId: number | null
  detail: string | null
  address: string | null
}

/** Appends one entry; the database refuses to change or remove it afterwards. */
export async function audit(
  db: Db,
  actor: Actor,
  action: AuditAction,
  { leadId = null, detail = null }: { leadId?: number | null; detail?: string | null } = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      lead_id: leadId,
      detail,
      // Readable, and never longer than an address can be, whoever wrote it.
      address: actor.address?.slice(0, maxAddressLength) ?? null,
    })
    .execute()
}

/**
 * The newest entries first, `limit` at a time; `before` is the id the previous page ended at, and
 * `leadId` keeps what was done to one lead.
 */
export async function listAudit(
  db: Db,
  { before, leadId, limit = 100 }: { before?: number; leadId?: number; limit?: number } = {},
) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit)
  if (before) query = query.where('id', '<', before)
  if (leadId !== undefined) query = query.where('lead_id', '=', leadId)
  const rows = await query.execute()
  return rows.map((row): AuditEntry => ({
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    leadId: row.lead_id,
    detail: row.detail,
    address: row.address,
  }))
}
