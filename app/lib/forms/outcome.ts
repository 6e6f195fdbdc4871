import { problemsIn, type Problem } from './problems'
import { withVisit } from './visit'

/** What became of a submission, as the form shows it to the visitor. */
export type Outcome =
  { status: 'sent'; reference?: string } | { status: 'rejected'; problems: Problem[] } | { status: 'failed' }

const failed: Outcome = { status: 'failed' }

/**
 * The one reading of an answer, from the collector or a hosted form service: a success (the
 * collector adds the lead's reference), a rejection with its `errors` list, or a failure. A
 * server's own error (5xx) is a failure even with an `errors` list: nothing the visitor sent was
 * refused, and the form offers its other ways to reach us.
 */
export async function readAnswer(response: Response): Promise<Outcome> {
  const body = (await response.json().catch(() => undefined)) as { reference?: unknown } | undefined
  if (response.ok) {
    return { status: 'sent', reference: typeof body?.reference === 'string' ? body.reference : undefined }
  }
  if (response.status >= 500) return failed
  const problems = problemsIn(body)
  return problems.length > 0 ? { status: 'rejected', problems } : failed
}

/**
 * Posts one form; a network error becomes `failed`, and is logged so it can be diagnosed. The
 * collector learns the page's language from `Content-Language` and the page itself from the full
 * `Referer`, which this request sends even to a collector on another origin.
 */
export async function post(endpoint: string, init: RequestInit): Promise<Outcome> {
  const lang = globalThis.document?.documentElement.lang
  try {
    const response = await fetch(withVisit(endpoint), {
      method: 'POST',
      referrerPolicy: 'no-referrer-when-downgrade',
      ...init,
      headers: { ...(lang ? { 'Content-Language': lang } : {}), ...init.headers },
    })
    const outcome = await readAnswer(response)
    if (outcome.status !== 'sent') console.error(`Form post to ${endpoint} answered ${response.status}`)
    return outcome
  } catch (error) {
    console.error(`Form post to ${endpoint} failed`, error)
    return failed
  }
}
