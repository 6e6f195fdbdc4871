import { withVisit } from './visit'

/** What became of a submission, as the form shows it to the visitor. */
export type Outcome =
  { status: 'sent'; reference?: string } | { status: 'rejected'; messages: string[] } | { status: 'failed' }

export const failed: Outcome = { status: 'failed' }

/**
 * Posts one form; a network error becomes `failed`, and is logged so it can be diagnosed. The
 * collector learns the page's language from `Content-Language` and the page itself from the full
 * `Referer`, which this request sends even to a collector on another origin.
 */
export async function post(
  endpoint: string,
  init: RequestInit,
  judge: (response: Response) => Promise<Outcome>,
): Promise<Outcome> {
  const lang = globalThis.document?.documentElement.lang
  try {
    const response = await fetch(withVisit(endpoint), {
      method: 'POST',
      referrerPolicy: 'no-referrer-when-downgrade',
      ...init,
      headers: { ...(lang ? { 'Content-Language': lang } : {}), ...init.headers },
    })
    const outcome = await judge(response)
    if (outcome.status !== 'sent') console.error(`Form post to ${endpoint} answered ${response.status}`)
    return outcome
  } catch (error) {
    console.error(`Form post to ${endpoint} failed`, error)
    return failed
  }
}

/** A success; the collector's answer adds the lead's reference, a hosted service's may not. */
export async function judgeOk(response: Response): Promise<Outcome> {
  if (!response.ok) return failed
  const body = (await response.json().catch(() => undefined)) as { reference?: unknown } | undefined
  return { status: 'sent', reference: typeof body?.reference === 'string' ? body.reference : undefined }
}
