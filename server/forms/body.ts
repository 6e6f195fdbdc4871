import { Transform, type Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import type { ProblemCode } from '../../app/lib/forms/problems'
import { artworkField, artworkLimits } from '../../app/lib/order/artwork'
import type { FileStorage } from '../files/storage'
import { FileRefused, IncomingFiles } from './artwork-files'
import type { TimeLimits } from './time-limits'

/** A form's fields, without files: the quotation's product lines, roster and summary fit well inside. */
export const bodyLimit = 256 * 1024
/** Up to 200 fields; the largest, the quotation's summary, is at most 40,000 characters. */
export const multipartLimits = { fieldSize: 160 * 1024, fields: 200, files: 0, parts: 200 }

/**
 * The quotation's post with its artwork: the files' limit, its fields' limit, and room for the
 * parts' headers (a browser writes about 150 bytes a part).
 */
export const uploadBodyLimit = artworkLimits.totalBytes + bodyLimit + 1024 * 1024
/**
 * Busboy's own cap on file parts, above ours: an empty file input sends a part too, which is not
 * a file, and the collector counts the real ones itself.
 */
const uploadLimits = {
  ...multipartLimits,
  files: artworkLimits.files + 5,
  parts: multipartLimits.parts + artworkLimits.files + 5,
  fileSize: artworkLimits.fileBytes,
}
/** Only a form whose policy takes files does (the quotation), and only multipart carries them. */
export const takesFiles = (form: FormId) => policyOf(form).files

/** A post refused as a whole before its fields are checked; the collector words it for the visitor. */
export class FormError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ProblemCode,
  ) {
    super(code)
  }
}

export const malformed = () => new FormError(400, 'MALFORMED_BODY')
export const tooLarge = () => new FormError(413, 'BODY_TOO_LARGE')
/** The client stopped sending the body. */
const gone = () => new FormError(400, 'ABORTED')
/** The body came too slowly, or not whole in time: the answer closes the connection. */
export const tooSlow = () => new FormError(408, 'TOO_SLOW')

/**
 * How long a body may take: silent at most `idleMs`, whole within `totalMs`, and after `graceMs`
 * averaging at least `minBytesPerSecond` (0: any rate).
 */
interface BodyTime {
  idleMs: number
  graceMs: number
  minBytesPerSecond: number
  totalMs: number
}

/** An upload's time, or that of a multipart post of fields only, which is held to a post's. */
const bodyTime = (limits: TimeLimits, withFiles: boolean): BodyTime =>
  withFiles
    ? {
        idleMs: limits.uploadIdleMs,
        graceMs: limits.uploadGraceMs,
        minBytesPerSecond: limits.uploadMinBytesPerSecond,
        totalMs: limits.uploadTotalMs,
      }
    : { idleMs: limits.postMs, graceMs: 0, minBytesPerSecond: 0, totalMs: limits.postMs }

export interface Body {
  fields: Record<string, unknown>
  /** A quotation's artwork, on disk until the lead is stored or the post refused. */
  files?: IncomingFiles
}

/**
 * Watches the raw bytes of a multipart post as busboy reads them: more than `limit` in all (a
 * chunked body declares no length), a client that goes away, or one too slow for `time` stops the
 * reading with `stop`. After a refusal for size the rest of the body is read and dropped, up to a
 * second `limit`, so the answer reaches a client still sending; beyond that the connection is
 * closed. A body too slow is not read further: its answer closes the connection.
 */
function watchBody(request: FastifyRequest, limit: number, overLimit: () => Error, time: BodyTime) {
  const raw = request.raw
  const controller = new AbortController()
  const stop = (error: Error) => {
    if (!controller.signal.aborted) controller.abort(error)
  }
  const startedAt = Date.now()
  let received = 0
  let draining = false
  let slow = false
  const giveUp = () => {
    slow = true
    stop(tooSlow())
    // Still reading what was sent after a refusal for size: nobody waits for an answer any more.
    if (draining) raw.destroy()
  }
  const idle = setTimeout(giveUp, time.idleMs)
  const deadline = setTimeout(giveUp, time.totalMs)
  const count = (chunk: Buffer) => {
    received += chunk.length
    idle.refresh()
    const elapsedMs = Date.now() - startedAt
    if (elapsedMs > time.graceMs && received < (time.minBytesPerSecond * elapsedMs) / 1000) giveUp()
    else if (draining ? received > 2 * limit : received > limit) {
      if (draining) raw.destroy()
      else stop(overLimit())
    }
  }
  const closed = () => {
    if (!raw.readableEnded) stop(gone())
    finish()
  }
  const finish = () => {
    clearTimeout(idle)
    clearTimeout(deadline)
    raw.off('data', count)
    raw.off('close', closed)
  }
  raw.on('data', count)
  raw.once('end', finish)
  raw.once('close', closed)
  const stopped = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    }),
  )
  // Raced against each step while reading; a stop after the reading is over is nobody's error.
  stopped.catch(() => undefined)
  return {
    signal: controller.signal,
    /** Rejects with the reason once reading must stop; never resolves. */
    stopped,
    /** Reading went on to the end: the watch is over. */
    done: finish,
    /** Reading stopped early: the rest of the body is dropped as it comes, unless it came too slowly. */
    drain() {
      draining = true
      raw.unpipe()
      if (!slow && !raw.destroyed && !raw.readableEnded) raw.resume()
    },
  }
}

/** Busboy's limits, reported by @fastify/multipart as errors with these codes. */
function limitProblem(error: unknown, form: FormId): Error | undefined {
  const code = (error as { code?: string }).code
  if (code === 'FST_FILES_LIMIT')
    return new FileRefused(takesFiles(form) ? 'TOO_MANY_FILES' : 'FILE_NOT_ACCEPTED')
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileRefused('FILE_TOO_LARGE')
  return undefined
}

/**
 * Reads a multipart body into plain fields, a repeated name becoming a list (which validation
 * rejects), and a quotation's `Artwork` parts into files on disk.
 */
async function readParts(
  request: FastifyRequest,
  form: FormId,
  storage: FileStorage,
  limits: TimeLimits,
): Promise<Body> {
  const files = takesFiles(form) ? new IncomingFiles(storage) : undefined
  const body: Record<string, unknown> = {}
  const stream = request.parts({ limits: files ? uploadLimits : multipartLimits })
  const parts: AsyncIterator<Multipart> = stream[Symbol.asyncIterator]()
  // The first step starts the parser, which pipes the request into busboy: watching from the same
  // tick sees every byte that busboy does.
  const first = parts.next()
  const watch = watchBody(
    request,
    files ? uploadBodyLimit : bodyLimit,
    () => (files ? new FileRefused('FILES_TOO_LARGE') : tooLarge()),
    bodyTime(limits, Boolean(files)),
  )
  let fieldBytes = 0
  try {
    for (let next = first; ; next = parts.next()) {
      const { value: part, done } = await Promise.race([next, watch.stopped])
      if (done) break
      if (part.type === 'file') {
        if (!files || part.fieldname !== artworkField) throw new FileRefused('FILE_NOT_ACCEPTED')
        await Promise.race([files.receive(part, watch.signal), watch.stopped])
        continue
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge()
      // The files have their own limits; the fields of a post with files keep the fields' limit.
      fieldBytes += Buffer.byteLength(String(part.value)) + part.fieldname.length
      if (fieldBytes > bodyLimit) throw tooLarge()
      if (part.fieldname === '__proto__') continue
      const previous = body[part.fieldname]
      body[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat()
    }
    // A client that left between two parts ends busboy's reading as a finished body would.
    if (watch.signal.aborted) throw watch.signal.reason
    watch.done()
    return { fields: checkedFields(body), files }
  } catch (error) {
    const reason = watch.signal.aborted ? (watch.signal.reason as Error) : error
    watch.drain()
    await files?.discard()
    if (reason instanceof FileRefused) reason.fields = body
    if (reason instanceof FileRefused || reason instanceof FormError) throw reason
    const limit = limitProblem(reason, form)
    if (limit) throw limit
    // Busboy reports broken bodies with plain errors; the plugin's limits carry a status.
    if ((reason as { statusCode?: number }).statusCode) throw reason
    throw malformed()
  }
}

/** The submitted fields, and a quotation's files, whichever of the three accepted encodings carried them. */
export async function readBody(
  request: FastifyRequest,
  form: FormId,
  storage: FileStorage,
  limits: TimeLimits,
): Promise<Body> {
  if (request.isMultipart()) return readParts(request, form, storage, limits)
  return { fields: checkedFields(request.body) }
}

/**
 * The body of a post Fastify parses itself (JSON, URL-encoded), cut off with `tooSlow` when it has
 * not arrived whole within `ms`: those parsers wait as long as a client keeps its connection.
 */
export function arrivingWithin(payload: Readable, ms: number): Readable {
  const timed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk)
    },
  })
  const timer = setTimeout(() => timed.destroy(tooSlow()), ms)
  const done = () => clearTimeout(timer)
  timed.once('end', done)
  timed.once('close', done)
  payload.once('close', done)
  payload.once('error', (error) => timed.destroy(error))
  // The parser listens while it reads; an error after it has finished has nobody left to tell.
  timed.on('error', () => undefined)
  return payload.pipe(timed)
}

function checkedFields(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed()
  if (!Object.entries(body).flat(2).every(isText)) throw malformed()
  return body as Record<string, unknown>
}

/**
 * Every parser turns bytes that are not UTF-8 into U+FFFD, and JSON escapes can carry half a
 * surrogate pair; neither is something a visitor typed, so such a body is refused rather than stored.
 */
const notText = /\uFFFD|\p{Cs}/u
const isText = (value: unknown) => typeof value !== 'string' || !notText.test(value)
