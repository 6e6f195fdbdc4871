import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { buyerOf } from '../../store/buyer'
import { erasePerson, erasurePreview, personKey, somethingToErase } from '../../store/erasure'
import { findLead } from '../../store/leads'
import { ErasePage, type ErasePageProps } from '../pages/erase'
import { LeadNotFound } from '../pages/lead'
import type { AdminOptions } from '../options'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, viewerOf } from '../staff'

const address = z
  .string({ error: 'Give the e-mail address of the person to erase.' })
  .trim()
  .min(1, { error: 'Give the e-mail address of the person to erase.' })
  .max(320, { error: 'That is not an e-mail address.' })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: 'That is not an e-mail address.' })
const leadId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .optional()
  .catch(undefined)

const eraseBody = z.object({ email: address, confirm: z.string().max(400).default(''), lead: leadId })

type EraseRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>

/**
 * "Erase this person": `GET /admin/erase?email=<address>` (or `?lead=<id>`, from a lead's page,
 * which keeps the address out of the URL and the logs) shows what would go; the post, confirmed by
 * typing the address, erases it and goes back to the inbox.
 */
export async function eraseRoutes(app: FastifyInstance, options: AdminOptions) {
  const { db, dataDir, storage } = options

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    props: Omit<ErasePageProps, 'viewer'>,
    status = 200,
  ) => sendAdminPage(reply, <ErasePage viewer={viewerOf(request, reply)} {...props} />, status)

  app.get('/admin/erase', async (request: EraseRequest, reply) => {
    const fromLead = leadId.parse(request.query.lead)
    let typed = request.query.email
    if (fromLead !== undefined) {
      const lead = await findLead(db, fromLead)
      if (!lead) return sendAdminPage(reply, <LeadNotFound viewer={viewerOf(request, reply)} />, 404)
      typed = buyerOf(lead).email
    }
    if (typed === undefined) return page(request, reply, {})
    const email = address.safeParse(typed)
    if (!email.success)
      return page(
        request,
        reply,
        {
          problem: { message: email.error.issues[0]!.message, field: 'email' },
          typed: String(typed).slice(0, 320),
        },
        400,
      )
    const erasure = await erasurePreview(db, dataDir, email.data)
    return page(request, reply, { email: email.data, erasure, leadId: fromLead })
  })

  app.post('/admin/erase', async (request, reply) => {
    const parsed = eraseBody.safeParse(request.body ?? {})
    if (!parsed.success) {
      const typed = (request.body as Record<string, unknown> | undefined)?.email
      return page(
        request,
        reply,
        {
          problem: { message: parsed.error.issues[0]!.message, field: 'email' },
          typed: typeof typed === 'string' ? typed.slice(0, 320) : undefined,
        },
        400,
      )
    }
    const { email, confirm, lead } = parsed.data
    const erasure = await erasurePreview(db, dataDir, email)
    if (!somethingToErase(erasure))
      return page(
        request,
        reply,
        {
          email,
          erasure,
          leadId: lead,
          problem: { message: 'Nothing is kept for this address.', field: 'email' },
        },
        400,
      )
    if (personKey(confirm) !== personKey(email))
      return page(
        request,
        reply,
        {
          email,
          erasure,
          leadId: lead,
          problem: { message: 'Type the address exactly as shown above to confirm.', field: 'confirm' },
        },
        400,
      )
    await erasePerson(db, dataDir, storage, email, actorOf(request))
    return reply.status(303).headers(adminHeaders).redirect('/admin?done=erased')
  })
}
