import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { listAudit } from '../../store/audit'
import { existingLeads } from '../../store/lead-actions'
import { AuditPage } from '../pages/audit'
import type { AdminOptions } from '../options'
import { sendAdminPage } from '../render'
import { viewerOf } from '../staff'

/** Entries on a page of the log. */
export const auditPageSize = 50

const beforeQuery = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .optional()
  .catch(undefined)

/** `GET /admin/audit[?before=<id>]`: the audit log, newest first, a page at a time. */
export async function auditRoutes(app: FastifyInstance, { db }: AdminOptions) {
  app.get(
    '/admin/audit',
    async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const before = beforeQuery.parse(request.query.before)
      // One more than a page: whether there is an older page, without counting the log.
      const found = await listAudit(db, { before, limit: auditPageSize + 1 })
      const entries = found.slice(0, auditPageSize)
      const leadIds = [...new Set(entries.flatMap((entry) => (entry.leadId === null ? [] : [entry.leadId])))]
      const existing = await existingLeads(db, leadIds)
      return sendAdminPage(
        reply,
        <AuditPage
          viewer={viewerOf(request, reply)}
          entries={entries}
          existing={existing}
          older={found.length > auditPageSize ? entries.at(-1)!.id : undefined}
          paged={before !== undefined}
        />,
      )
    },
  )
}
