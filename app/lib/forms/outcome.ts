import { statusTokenIn } from '../status-page'
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
 * How much of the page's address a form's post tells the collector in `Referer`: all of it, even
 * to a collector on another origin, so sales learn which page a lead came from; nothing from a
 * buyer's status page, whose address is its secret. A request's own policy overrides the page's
 * (`no-referrer` there), so the post must ask for nothing itself.
 */
export function referrerPolicyFrom(pathname: string): ReferrerPolicy {
  return statusTokenIn(pathname) === undefined ? 'no-referrer-when-downgrade' : 'no-referrer'
}

/**
 * Posts one form; a network error becomes `failed`, and is logged so it can be diagnosed. The
 * collector learns the page's language from `Content-Language` and the page itself from
 * `Referer` (see `referrerPolicyFrom`).
 */
export async function post(endpoint: string, init: RequestInit): Promise<Outcome> {
  const lang = globalThis.document?.documentElement.lang
  try {
    const response = await fetch(withVisit(endpoint), {
      method: 'POST',
      ...init,
      referrerPolicy: referrerPolicyFrom(globalThis.location?.pathname ?? '/'),
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
