import type { FormContract, FormValues } from './contract'
import { readAnswer, type Outcome } from './outcome'
import { payloadOf, submitForm } from './submit'
import { withVisit } from './visit'

/** How much of a post has gone: bytes sent of the body's total. */
export interface Progress {
  sent: number
  total: number
}

export interface UploadOptions {
  /** Called as the body goes out; `total` is 0 until the browser knows the body's length. */
  onProgress?: (progress: Progress) => void
  /**
   * How long the post may go without a sign of life (a chunk of the body sent, or the answer)
   * before it is given up as failed. A stall, not a total: 50 MB on a slow uplink takes minutes,
   * and must not be cut off while it moves.
   */
  stallMs?: number
}

const failed: Outcome = { status: 'failed' }
/** The statuses whose answer has no body; a Response refuses one. */
const bodiless = [204, 205, 304]

/**
 * Posts a form's multipart body with its upload progress, which `fetch` does not report: the
 * quotation with its artwork, as `post` (./outcome.ts) posts it, and read with the same
 * `readAnswer`, so the form cannot tell the two apart. A network error, a stall and an answer
 * that is not HTTP become `failed`.
 *
 * Unlike `post`, the request cannot carry its own referrer policy: a collector on another origin
 * learns the page's origin, not its path (the page's `strict-origin-when-cross-origin`).
 */
export function upload(
  endpoint: string,
  body: FormData,
  { onProgress, stallMs = 60_000 }: UploadOptions = {},
) {
  return new Promise<Outcome>((resolve) => {
    const request = new XMLHttpRequest()
    let stall: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(stall)
      stall = setTimeout(() => request.abort(), stallMs)
    }
    const fail = (why: string) => () => {
      clearTimeout(stall)
      console.error(`Form post to ${endpoint} ${why}`)
      resolve(failed)
    }
    request.open('POST', withVisit(endpoint))
    request.setRequestHeader('Accept', 'application/json')
    const lang = globalThis.document?.documentElement.lang
    if (lang) request.setRequestHeader('Content-Language', lang)
    request.upload.addEventListener('progress', (event) => {
      alive()
      onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : 0 })
    })
    request.addEventListener('progress', alive)
    request.addEventListener('error', fail('failed'))
    request.addEventListener('abort', fail('stalled and was given up'))
    request.addEventListener('load', () => {
      clearTimeout(stall)
      // A Response can only hold an HTTP status; anything else is no answer at all.
      if (request.status < 200 || request.status > 599) return fail(`answered ${request.status}`)()
      const type = request.getResponseHeader('Content-Type')
      const response = new Response(bodiless.includes(request.status) ? null : request.responseText, {
        status: request.status,
        headers: type ? { 'Content-Type': type } : {},
      })
      void readAnswer(response).then((outcome) => {
        if (outcome.status !== 'sent') console.error(`Form post to ${endpoint} answered ${request.status}`)
        resolve(outcome)
      })
    })
    alive()
    request.send(body)
  })
}

/**
 * Sends a form with files: its fields as `submitForm` sends them, then one part per file under
 * `field`, after the fields, so a collector streaming the body has checked the fields before the
 * first file arrives. Without files it is `submitForm` itself.
 */
export function submitFormWithFiles<C extends FormContract>(
  contract: C,
  endpoint: string,
  values: FormValues<C>,
  honeypot: string,
  files: { field: string; files: readonly File[] },
  options?: UploadOptions,
): Promise<Outcome> {
  if (files.files.length === 0) return submitForm(contract, endpoint, values, honeypot)
  const body = new FormData()
  for (const [name, value] of payloadOf(contract, values, honeypot)) body.append(name, value)
  for (const file of files.files) body.append(files.field, file, file.name)
  return upload(endpoint, body, options)
}
