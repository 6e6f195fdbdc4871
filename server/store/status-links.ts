import { isStatusToken, statusLinkDays } from '../../app/lib/status-page'
import { formsWhere } from '../../app/lib/forms/forms'
import { toLead, type Lead } from './leads'
import type { Db } from './schema'

export { statusLinkDays }

const day = 86_400_000

/** When the status link of a lead received at `createdAt` stops working. */
export const statusLinkExpiry = (createdAt: string) =>
  new Date(Date.parse(createdAt) + statusLinkDays * day).toISOString()

/**
 * The lead a status link opens: an enquiry or quotation whose token this is, still in its time.
 * Anything else (a malformed token, an unknown or expired one, a lead erased since) is undefined,
 * all alike. The format is checked first, so only a well-formed token reaches the database; it is
 * looked up by its index, and a secret with 138 random bits needs no constant-time comparison.
 */
export async function leadByStatusToken(db: Db, token: unknown, now = new Date()): Promise<Lead | undefined> {
  if (!isStatusToken(token)) return undefined
  const row = await db
    .selectFrom('leads')
    .selectAll()
    .where('status_token', '=', token)
    .where('form', 'in', formsWhere('statusPage'))
    .executeTakeFirst()
  if (!row || statusLinkExpiry(row.created_at) <= now.toISOString()) return undefined
  return toLead(row)
}
