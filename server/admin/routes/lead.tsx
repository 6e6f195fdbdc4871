import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { policyOf } from '../../../app/lib/forms/forms'
import { fileUrl } from '../../files/links'
import {
  addNote,
  addTag,
  assignLead,
  listNotes,
  listTags,
  markNotSpam,
  markSpam,
  markUnread,
  maxTagsPerLead,
  normaliseTag,
  noteMaxLength,
  tagMaxLength,
  openLead,
  removeTag,
  resendDelivery,
  setStatus,
  workStatuses,
} from '../../store/lead-actions'
import { listAudit } from '../../store/audit'
import { findLead, repeatLinks } from '../../store/leads'
import { jobsOfLeads } from '../../store/outbox'
import { answerDue, isOverdue } from '../../store/overdue'
import { findUser, listActiveUsers } from '../../store/staff'
import { consentOf } from '../../store/subscribers'
import { listUploads } from '../../store/uploads'
import { LeadNotFound, leadNotices, LeadPage, type LeadNotice, type LeadProblem } from '../pages/lead'
import type { AdminOptions } from '../options'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, fromElsewhere, viewerOf } from '../staff'
import { eraseRoutes } from './erase'
import { idText } from './lead-id'
import { personExportRoutes } from './person-export'

const day = 86_400_000

type LeadRequest = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>

const noticeQuery = z
  .enum(Object.keys(leadNotices) as [LeadNotice, ...LeadNotice[]])
  .optional()
  .catch(undefined)

/** What an action comes to: a notice on the lead's page, or a problem answered 400 on it. */
type Outcome = { done: LeadNotice } | { problem: LeadProblem } | 'no-lead'

/**
 * The lead page and every action on it. Each action is a plain form's post, checked with zod,
 * answered with a redirect back to the page and a notice (post/redirect/get), or with the page
 * again, status 400, saying what was wrong. The guard and the CSRF check are the plugin's.
 */
export async function leadRoutes(app: FastifyInstance, options: AdminOptions) {
  const { db, env, signingKey } = options
  const policy = { webhook: Boolean(env.webhook), replyCaps: env.mail.replyCaps }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendAdminPage(reply, <LeadNotFound viewer={viewerOf(request, reply)} />, 404)

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    leadId: number,
    { notice, problem }: { notice?: LeadNotice; problem?: LeadProblem } = {},
  ) {
    const lead = await findLead(db, leadId)
    if (!lead) return notFound(request, reply)
    const now = new Date()
    const [uploads, jobs, notes, tags, history, staff, assignee, consent, links] = await Promise.all([
      listUploads(db, leadId),
      jobsOfLeads(db, [leadId]),
      listNotes(db, leadId),
      listTags(db, leadId),
      listAudit(db, { leadId, limit: 12 }),
      listActiveUsers(db),
      lead.assigneeId ? findUser(db, lead.assigneeId) : undefined,
      policyOf(lead.form).reply === 'confirm' ? consentOf(db, leadId) : undefined,
      repeatLinks(db, lead),
    ])
    const spamSince = lead.statusChangedAt ?? lead.createdAt
    return sendAdminPage(
      reply,
      <LeadPage
        viewer={viewerOf(request, reply)}
        lead={lead}
        // Relative: the inbox and the downloads are served by the same process, whatever SITE_URL says.
        files={uploads.map((upload) => ({ ...upload, url: fileUrl('', signingKey, upload) }))}
        jobs={jobs.get(leadId) ?? []}
        notes={notes}
        tags={tags}
        history={history}
        staff={staff}
        assignee={assignee && { id: assignee.id, email: assignee.email }}
        overdue={isOverdue(lead, now)}
        replyDue={answerDue(lead)}
        consent={consent}
        spamDeletedAt={
          lead.status === 'spam'
            ? new Date(Date.parse(spamSince) + env.retention.spamDays * day).toISOString()
            : undefined
        }
        spamRetentionDays={env.retention.spamDays}
        notice={notice}
        problem={problem}
        now={now}
        repeats={links.repeats}
        repeatedAs={links.repeatedAs}
      />,
      problem ? 400 : 200,
    )
  }

  app.get('/admin/leads/:id', async (request: LeadRequest, reply) => {
    const id = idText.safeParse(request.params.id)
    if (!id.success || !(await findLead(db, id.data))) return notFound(request, reply)
    const notice = noticeQuery.parse(request.query.done)
    // Back from "mark as unread", the page shows the lead without reading it again; a link followed
    // from another site shows it too, but leaves it unread: only staff opening it marks it read.
    const markRead = notice !== 'unread' && !fromElsewhere(request)
    await openLead(db, id.data, actorOf(request), { markRead })
    return show(request, reply, id.data, { notice })
  })

  /** Registers `POST /admin/leads/:id/<name>`, its body checked against `body`. */
  function action<Body extends z.ZodType>(
    name: string,
    body: Body,
    work: (leadId: number, input: z.output<Body>, request: FastifyRequest) => Promise<Outcome>,
  ) {
    app.post(`/admin/leads/:id/${name}`, async (request: LeadRequest, reply) => {
      const id = idText.safeParse(request.params.id)
      if (!id.success || !(await findLead(db, id.data))) return notFound(request, reply)
      const parsed = body.safeParse(request.body ?? {})
      const outcome: Outcome = parsed.success
        ? await work(id.data, parsed.data, request)
        : { problem: problemOf(parsed.error, request.body) }
      if (outcome === 'no-lead') return notFound(request, reply)
      if ('problem' in outcome) return show(request, reply, id.data, { problem: outcome.problem })
      return reply.status(303).headers(adminHeaders).redirect(`/admin/leads/${id.data}?done=${outcome.done}`)
    })
  }

  /** What most actions come to, from what the store says of the change. */
  const settle = (result: string, done: LeadNotice): Outcome =>
    result === 'no-lead' ? 'no-lead' : { done: result === 'unchanged' ? 'unchanged' : done }

  action(
    'status',
    z.object({ status: z.enum(workStatuses, { error: 'Choose one of the statuses in the list.' }) }),
    async (leadId, { status }, request) => {
      const result = await setStatus(db, leadId, status, actorOf(request))
      if (result === 'spam')
        return { problem: { message: 'This lead is in spam: move it to the inbox with "Not spam" first.' } }
      return settle(result, 'status')
    },
  )

  action(
    'assignee',
    z.object({
      assignee: z
        .string({ error: 'Choose someone from the list, or Unassigned.' })
        .regex(/^(|[1-9]\d{0,9})$/, { error: 'Choose someone from the list, or Unassigned.' })
        .transform((value) => (value === '' ? null : Number(value))),
    }),
    async (leadId, { assignee }, request) => {
      const result = await assignLead(db, leadId, assignee, actorOf(request))
      if (result === 'no-user')
        return { problem: { message: 'That account does not exist or is disabled: choose someone else.' } }
      return settle(result, 'assigned')
    },
  )

  action(
    'notes',
    z.object({
      body: z
        .string({ error: 'Write the note first.' })
        .trim()
        .min(1, { error: 'Write the note first.' })
        .max(noteMaxLength, {
          error: `A note is at most ${noteMaxLength.toLocaleString('en-GB')} characters.`,
        }),
    }),
    async (leadId, { body }, request) => settle(await addNote(db, leadId, body, actorOf(request)), 'note'),
  )

  const tagError = `A tag is 1 to ${tagMaxLength} letters, numbers, spaces or dashes, starting with a letter or number.`
  action(
    'tags',
    z.object({
      tag: z
        .string({ error: tagError })
        .transform((typed) => normaliseTag(typed))
        .refine((tag) => tag !== undefined, { error: tagError }),
    }),
    async (leadId, { tag }, request) => {
      const result = await addTag(db, leadId, tag!, actorOf(request))
      if (result === 'too-many')
        return {
          problem: {
            message: `A lead has at most ${maxTagsPerLead} tags: remove one first.`,
            field: 'tag',
            value: tag,
          },
        }
      return settle(result, 'tag-added')
    },
  )

  action(
    'tags/remove',
    z.object({ tag: z.string({ error: 'Say which tag to remove.' }).max(200) }),
    async (leadId, { tag }, request) =>
      settle(await removeTag(db, leadId, tag, actorOf(request)), 'tag-removed'),
  )

  action('unread', z.object({}), async (leadId, _input, request) =>
    settle(await markUnread(db, leadId, actorOf(request)), 'unread'),
  )

  action('spam', z.object({}), async (leadId, _input, request) =>
    settle(await markSpam(db, leadId, actorOf(request)), 'spam'),
  )

  action('not-spam', z.object({}), async (leadId, _input, request) => {
    const result = await markNotSpam(db, leadId, policy, actorOf(request))
    if (typeof result === 'number') {
      options.nudge()
      return { done: 'not-spam' }
    }
    return settle(result, 'not-spam')
  })

  const resendError = 'Only a failed delivery of this lead can be sent again.'
  action(
    'resend',
    z.object({
      job: z
        .string({ error: resendError })
        .regex(/^[1-9]\d{0,14}$/, { error: resendError })
        .transform(Number),
    }),
    async (leadId, { job }, request) => {
      if (!(await resendDelivery(db, leadId, job, actorOf(request))))
        return { problem: { message: resendError } }
      options.nudge()
      return { done: 'resent' }
    },
  )

  await eraseRoutes(app, options)
  await personExportRoutes(app, options)
}

/**
 * The first thing wrong with a post, in the words its schema gives; what was typed into a note
 * or a tag goes back into its field.
 */
function problemOf(error: z.ZodError, body: unknown): LeadProblem {
  const issue = error.issues[0]
  const field = issue?.path[0]
  const typed = (body ?? {}) as Record<string, unknown>
  const message = issue?.message ?? 'That did not work: try again.'
  if (field === 'body') return { message, field: 'note', value: String(typed.body ?? '') }
  if (field === 'tag') return { message, field: 'tag', value: String(typed.tag ?? '').slice(0, 200) }
  return { message }
}
