import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { formAnchors, honeypotField, isFormId, type FormId } from '../../app/lib/forms/fields'
import { encodeProblems, wholeForm, type Problem, type ProblemCode } from '../../app/lib/forms/problems'
import { localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { referenceSlot } from '../../app/lib/reference-slot'
import type { FileStorage } from '../files/storage'
import type { NewLead, StoredLead } from '../store/leads'
import { FileRefused, type IncomingFiles } from './artwork-files'
import {
  bodyLimit,
  FormError,
  multipartLimits,
  readBody,
  takesFiles,
  tooLarge,
  uploadBodyLimit,
} from './body'
import { problemMessage } from './messages'
import { leadLocale, leadPage, leadVisit } from './origin'
import { formsRateLimit, type FormsRateLimit } from './rate-limit'
import { isAcceptedType, isMultipartType, prefersHtml, refererPath } from './request'
import { readQuote } from './quote-order'
import { validate } from './schemas'

export interface FormsOptions {
  /** Stores a lead with its delivery jobs; resolves with its id and reference once committed. */
  write: (lead: NewLead) => Promise<StoredLead>
  /** Where files are received and kept. */
  storage: FileStorage
  rateLimit: FormsRateLimit
}

/** Where a form lives, for a visitor who posted without JavaScript and from no known page. */
const formPages: Record<FormId, string> = {
  contact: pagePaths.contact,
  quote: pagePaths.customDesign,
  newsletter: pagePaths.home,
}

type FormRequest = FastifyRequest<{ Params: { form: string } }>

/** A form's fields checked by its table and, for a quotation, its order read from them. */
function checkFields(
  form: FormId,
  fields: Record<string, unknown>,
  locale: Locale,
): ReturnType<typeof readQuote> {
  const checked = validate(form, fields)
  if (form !== 'quote' || checked.problems.length > 0) return checked
  return readQuote(checked.values, locale)
}

/** A problem of the whole submission, in the visitor's language. */
const formMessage = (form: FormId, code: ProblemCode, locale: Locale) =>
  problemMessage(form, { field: wholeForm, code }, locale)

/** Back to the page that posted, with the problems in the query string for the form to show. */
function redirectBack(request: FormRequest, reply: FastifyReply, form: FormId, problems: Problem[]) {
  const page = refererPath(request) ?? localizePath(formPages[form], leadLocale(request))
  return reply.redirect(`${page}?${encodeProblems(form, problems)}#${formAnchors[form]}`, 303)
}

/**
 * Moves a stored lead's files into its folder. The lead is committed: a failure here is logged and
 * answered as a success, and the next start finishes the move from the incoming folder.
 */
async function placeFiles(request: FastifyRequest, files: IncomingFiles, leadId: number) {
  try {
    await files.place(leadId)
  } catch (error) {
    request.log.error(error, `The files of lead ${leadId} wait in the incoming folder until the next start`)
  }
}

/** A post refused for its files: the problem in the visitor's language, or back to the form. */
function refuseFiles(request: FormRequest, reply: FastifyReply, form: FormId, refused: FileRefused) {
  const { problem } = refused
  if (prefersHtml(request)) return redirectBack(request, reply, form, [problem])
  const message = problemMessage(form, problem, leadLocale(request))
  return reply
    .status(refused.statusCode)
    .send({ error: message, code: problem.code, errors: [{ ...problem, message }] })
}

/**
 * The form collector: `POST /api/forms/:form`, answering in the protocol of the hosted form services
 * (`{ok, next, reference}` or 422 `{error, errors: [{field, code, message}]}`), or with 303 redirects
 * to a browser that posted a form natively.
 */
export const formsPlugin: FastifyPluginAsync<FormsOptions> = async (app, options) => {
  await app.register(formbody, { bodyLimit })
  await app.register(multipart, { limits: multipartLimits })
  const waitForLimit = await formsRateLimit(app, options.rateLimit)

  /** The files of each post being answered; whatever was not placed with a lead goes before the answer. */
  const received = new WeakMap<FastifyRequest, IncomingFiles>()
  app.addHook('onSend', async (request) => {
    await received.get(request)?.discard()
  })

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof FileRefused) {
      const { form } = (request as FormRequest).params
      if (isFormId(form)) return refuseFiles(request as FormRequest, reply, form, error)
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error(error)
    const known: Record<number, [string, string]> = {
      400: ['MALFORMED_BODY', 'The body could not be read'],
      413: ['BODY_TOO_LARGE', 'The body is over its limit'],
      415: ['UNSUPPORTED_MEDIA_TYPE', 'Send JSON, multipart or URL-encoded form data'],
    }
    const [code, message] =
      error instanceof FormError
        ? [error.code, error.message]
        : (known[status] ?? ['INTERNAL', 'Internal error'])
    return reply.status(status).send({ error: message, code })
  })

  app.post<{ Params: { form: string } }>(
    '/api/forms/:form',
    {
      bodyLimit,
      onRequest: async (request, reply) => {
        const { form } = request.params
        if (!isFormId(form))
          return reply.status(404).send({ error: 'Form not found', code: 'FORM_NOT_FOUND' })
        const wait = await waitForLimit(request)
        if (wait !== undefined) {
          reply.header('retry-after', String(wait))
          if (prefersHtml(request))
            return redirectBack(request, reply, form, [{ field: wholeForm, code: 'RATE_LIMITED' }])
          return reply
            .status(429)
            .send({ error: formMessage(form, 'RATE_LIMITED', leadLocale(request)), code: 'RATE_LIMITED' })
        }
        // Only the quotation's multipart post carries files, and only it may be larger.
        const withFiles = takesFiles(form) && isMultipartType(request)
        if (Number(request.headers['content-length']) > (withFiles ? uploadBodyLimit : bodyLimit))
          throw withFiles ? new FileRefused('FILES_TOO_LARGE') : tooLarge()
        if (!isAcceptedType(request))
          throw new FormError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON, multipart or URL-encoded form data')
      },
    },
    async (request, reply) => {
      const form = request.params.form as FormId
      const { fields, files } = await readBody(request, form, options.storage)
      if (files) received.set(request, files)
      if (Object.keys(fields).length === 0 && !files?.uploads.length) {
        if (prefersHtml(request))
          return redirectBack(request, reply, form, [{ field: wholeForm, code: 'EMPTY' }])
        const message = formMessage(form, 'EMPTY', leadLocale(request))
        return reply.status(400).send({ error: message, code: 'EMPTY', errors: [{ code: 'EMPTY', message }] })
      }

      const locale = leadLocale(request)
      const honeypot = fields[honeypotField]
      const spam = honeypot !== undefined && (typeof honeypot !== 'string' || honeypot.trim() !== '')
      const { values, order, problems } = checkFields(form, fields, locale)
      // A filled honeypot is answered like a person's submission, so a bot learns nothing.
      if (!spam && problems.length > 0) {
        if (prefersHtml(request)) return redirectBack(request, reply, form, problems)
        return reply.status(422).send({
          error: 'Validation errors',
          errors: problems.map((problem) => ({
            field: problem.field,
            code: problem.code,
            message: problemMessage(form, problem, locale),
          })),
        })
      }

      const payload = spam ? { ...values, [honeypotField]: String(honeypot).slice(0, 1000) } : values
      const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 512) || undefined
      // A bot's files are not kept; a person's are on disk before the commit that names them.
      const uploads = spam ? undefined : files?.uploads
      if (uploads?.length) await files!.ready()
      const { id, reference } = await options.write({
        form,
        payload,
        userAgent,
        spam,
        locale,
        page: leadPage(request),
        visit: leadVisit(request),
        order,
        uploads,
      })
      if (uploads?.length) await placeFiles(request, files!, id)
      const next = `${localizePath(pagePaths.thankYou, locale)}?${referenceSlot.query}=${reference}`
      if (prefersHtml(request)) return reply.redirect(next, 303)
      return reply.status(200).send({ ok: true, next, reference })
    },
  )
}
