import type { Readable } from 'node:stream'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { honeypotField, isFormId, type FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import { wholeForm, type CodedProblem, type ProblemCode } from '../../app/lib/forms/problems'
import { addedLine, addLineField } from '../../app/lib/order/lines'
import type { Locale } from '../../app/lib/locale'
import type { FileStorage } from '../files/storage'
import { sendPage } from '../pages'
import type { RenderPage } from '../rendered-pages'
import type { NewLead, StoredLead } from '../store/leads'
import { errorAnswer } from './answers'
import { FileRefused, type IncomingFiles } from './artwork-files'
import {
  arrivingWithin,
  bodyLimit,
  FormError,
  multipartLimits,
  readBody,
  takesFiles,
  tooLarge,
  uploadBodyLimit,
} from './body'
import { formsCors } from './cors'
import { postFingerprint } from './fingerprint'
import { networkOf } from './network'
import { leadConsent, leadLocale, leadPage, leadVisit } from './origin'
import { formsRateLimit, type FormsRateLimit } from './rate-limit'
import { formPaths, isAcceptedType, isMultipartType, prefersHtml } from './request'
import { readQuote, repeatField } from './quote-order'
import { sendReturnedPage } from './returned-page'
import { renderThankYou, thankYouAddress } from './thank-you'
import { validate } from './schemas'
import { timeLimits, type TimeLimits } from './time-limits'

export interface FormsOptions {
  /** Stores a lead with its delivery jobs; resolves with its id and reference once committed. */
  write: (lead: NewLead) => Promise<StoredLead>
  /** Where files are received and kept. */
  storage: FileStorage
  rateLimit: FormsRateLimit
  /** Origins whose pages' scripts may post and read the answers (CORS). */
  allowedOrigins: readonly string[]
  /** How long a post may take to arrive; those of time-limits.ts unless said. */
  timeLimits?: TimeLimits
  /**
   * Renders the pages a post without JavaScript is answered with: the thank-you page of the
   * request it stored, or its form's page again when it was refused.
   */
  render: RenderPage
  /** The site's secret, from which the key of the posts' fingerprints is derived. */
  signingKey: Buffer
  /**
   * The request a status token opens (store/status-links.ts): the one a quotation's `RepeatOf`
   * names, when the buyer orders again from their status page.
   */
  leadOfToken: (token: string) => Promise<{ id: number; reference: string } | undefined>
}

type FormRequest = FastifyRequest<{ Params: { form: string } }>

const formOf = (request: FastifyRequest) => {
  const { form } = (request as FormRequest).params
  return isFormId(form) ? form : undefined
}

/** The code of a post refused by its status before its fields were read. */
const codeOfStatus: Record<number, ProblemCode> = {
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  500: 'INTERNAL',
}

/**
 * A form's fields checked by its table and, for a quotation, its order read from them, with the
 * reference of the earlier request it repeats.
 */
function checkFields(
  form: FormId,
  fields: Record<string, unknown>,
  locale: Locale,
  repeated: { reference: string } | undefined,
): ReturnType<typeof readQuote> {
  const checked = validate(form, fields)
  if (!policyOf(form).order || checked.problems.length > 0) return checked
  return readQuote(checked.values, locale, repeated?.reference)
}

/**
 * The earlier request a quotation repeats, by the status token its `RepeatOf` carries; nothing when
 * it carries none, or one that opens no request (expired, erased, mistyped): the quotation is then
 * taken as a new one, as nothing the buyer asked for depends on the link.
 */
async function repeatedLead(
  form: FormId,
  fields: Record<string, unknown>,
  leadOfToken: FormsOptions['leadOfToken'],
) {
  const token = fields[repeatField]
  if (!policyOf(form).order || typeof token !== 'string') return undefined
  return leadOfToken(token.trim())
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

/**
 * The form collector: `POST /api/forms/:form` and `/f/:form`, answering in the protocol of the
 * hosted form services (`{ok, next, reference}`, or `{error, code, errors: [{field?, code,
 * message}]}` for every refusal). A browser that posted a form natively is answered with the
 * thank-you page itself, or with the form's page again when its post is refused (./returned-page.ts).
 * The same post sent again within minutes (a reload of that answer) is answered as the first was,
 * with its reference, and stores nothing.
 */
export const formsPlugin: FastifyPluginAsync<FormsOptions> = async (app, options) => {
  /**
   * A post refused for what it holds: for a browser that posted natively, the form's page again with
   * what was typed (`fields`, those read before the refusal); else its problems in the visitor's language.
   */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormId,
    status: number,
    problems: CodedProblem[],
    fields: Readonly<Record<string, unknown>> = {},
  ) {
    const answer = () => reply.status(status).send(errorAnswer(status, form, problems, leadLocale(request)))
    if (!prefersHtml(request)) return answer()
    // A page that cannot be rendered still tells the visitor what was refused, in words.
    return sendReturnedPage(request, reply, options.render, { form, status, problems, fields }).catch(
      (error: unknown) => {
        request.log.error(error)
        return answer()
      },
    )
  }

  await app.register(formbody, { bodyLimit })
  await app.register(multipart, { limits: multipartLimits })
  const waitForLimit = await formsRateLimit(app, options.rateLimit)
  const limits = options.timeLimits ?? timeLimits

  /** The files of each post being answered; whatever was not placed with a lead goes before the answer. */
  const received = new WeakMap<FastifyRequest, IncomingFiles>()
  app.addHook('onSend', async (request) => {
    await received.get(request)?.discard()
  })

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const form = formOf(request)
    if (error instanceof FileRefused && form)
      return refuse(request, reply, form, error.statusCode, [error.problem], error.fields)
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error(error)
    // Any other refusal before the fields are read is a body that could not be read.
    const code = error instanceof FormError ? error.code : (codeOfStatus[status] ?? 'MALFORMED_BODY')
    // A body that came too slowly is read no further: the connection ends with the answer.
    if (status === 408) reply.header('connection', 'close')
    return reply.status(status).send(errorAnswer(status, form, [{ code }], leadLocale(request)))
  })

  const cors = formsCors(options.allowedOrigins)
  app.addHook('onSend', cors.onSend)

  const post = {
    bodyLimit,
    onRequest: async (request: FormRequest, reply: FastifyReply) => {
      const form = formOf(request)
      if (!form)
        return reply
          .status(404)
          .send(errorAnswer(404, undefined, [{ code: 'FORM_NOT_FOUND' }], leadLocale(request)))
      const wait = await waitForLimit(request)
      if (wait !== undefined) {
        reply.header('retry-after', String(wait))
        return refuse(request, reply, form, 429, [{ field: wholeForm, code: 'RATE_LIMITED' }])
      }
      // Only the quotation's multipart post carries files, and only it may be larger.
      const withFiles = takesFiles(form) && isMultipartType(request)
      if (Number(request.headers['content-length']) > (withFiles ? uploadBodyLimit : bodyLimit))
        throw withFiles ? new FileRefused('FILES_TOO_LARGE') : tooLarge()
      if (!isAcceptedType(request)) throw new FormError(415, 'UNSUPPORTED_MEDIA_TYPE')
    },
    // Multipart bodies are timed as they are read (body.ts); the others as Fastify parses them.
    preParsing: async (request: FormRequest, _reply: FastifyReply, payload: Readable) =>
      isMultipartType(request) ? payload : arrivingWithin(payload, limits.postMs),
  }

  async function collect(request: FormRequest, reply: FastifyReply) {
    const form = request.params.form as FormId
    const { fields, files } = await readBody(request, form, options.storage, limits)
    if (files) received.set(request, files)
    if (Object.keys(fields).length === 0 && !files?.uploads.length)
      return refuse(request, reply, form, 400, [{ field: wholeForm, code: 'EMPTY' }])
    // A browser without the builder's script asks for another product line by posting the form:
    // nothing is stored, and the builder comes back one line longer, as typed.
    const added = policyOf(form).order ? addedLine(fields[addLineField]) : undefined
    if (added !== undefined && prefersHtml(request)) {
      const artworkSent = Boolean(files?.uploads.length)
      return sendReturnedPage(request, reply, options.render, {
        form,
        status: 200,
        problems: [],
        fields,
        added: { line: added, artworkSent },
      })
    }

    const locale = leadLocale(request)
    const honeypot = fields[honeypotField]
    const spam = honeypot !== undefined && (typeof honeypot !== 'string' || honeypot.trim() !== '')
    const repeated = await repeatedLead(form, fields, options.leadOfToken)
    const { values, order, problems } = checkFields(form, fields, locale, repeated)
    // A filled honeypot is answered like a person's submission, so a bot learns nothing.
    if (!spam && problems.length > 0) return refuse(request, reply, form, 422, problems, fields)

    const payload = spam ? { ...values, [honeypotField]: String(honeypot).slice(0, 1000) } : values
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 512) || undefined
    // A bot's files are not kept; a person's are on disk before the commit that names them.
    const uploads = spam ? undefined : files?.uploads
    if (uploads?.length) await files!.ready()
    const network = networkOf(request.ip)
    const native = prefersHtml(request)
    const page = leadPage(request)
    const visit = leadVisit(request)
    const { id, reference, alreadyStored } = await options.write({
      form,
      payload,
      userAgent,
      spam,
      locale,
      page,
      visit,
      consent: policyOf(form).reply === 'confirm' ? leadConsent(request, locale) : undefined,
      order,
      repeatOf: spam ? undefined : repeated?.id,
      uploads,
      network,
      // Only a browser's own post is sent again by a reload of its answer; a script's posts (the
      // island's, a hosted-form client's) are the script's to send once.
      fingerprint: native
        ? postFingerprint(options.signingKey, { form, locale, payload, uploads, network, page, visit })
        : undefined,
    })
    // A post sent again leaves its copies of the files to be discarded with the answer.
    if (uploads?.length && !alreadyStored) await placeFiles(request, files!, id)
    if (native) return sendThankYou(request, reply, locale, reference)
    return reply.status(200).send({ ok: true, next: thankYouAddress(locale, reference), reference })
  }

  /**
   * Answers a native post that was stored with the thank-you page itself, in one round trip rather
   * than a redirect and a second request. A page that cannot be rendered (a server without its
   * build) still sends the visitor on to the thank-you address, and says why in the log.
   */
  function sendThankYou(request: FastifyRequest, reply: FastifyReply, locale: Locale, reference: string) {
    return renderThankYou(options.render, locale, reference).then(
      (page) => sendPage(request, reply, page),
      (error: unknown) => {
        request.log.error(error)
        // Without a fragment of its own the redirect would carry the form's (its problem summary) on.
        return reply.redirect(`${thankYouAddress(locale, reference)}#`, 303)
      },
    )
  }

  for (const path of formPaths) {
    app.options(path, cors.preflight)
    app.post(path, post, collect)
  }
}
