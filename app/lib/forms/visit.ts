import { withoutStatusToken } from '../status-page'

/**
 * Where a visit started, kept for the length of the browser tab (sessionStorage, no cookie) and
 * sent with each form, so sales learn which pages and campaigns bring leads. The form's own fields
 * stay exactly as a hosted form service receives them: this travels in the address the form posts to.
 */
export const visitParams = { landing: 'landing', referrer: 'referrer' } as const

const storageKey = 'visit'

interface Visit {
  landing: string
  referrer: string
}

/** On every page load; only the first page of a visit is kept. */
export function recordVisit(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return
    const cameFrom = document.referrer ? new URL(document.referrer) : undefined
    const visit: Visit = {
      // A visit that starts at a buyer's status page keeps no token: the lead would carry it on.
      landing: withoutStatusToken(location.pathname + location.search),
      // A page of this site is not where the visitor came from.
      referrer: cameFrom && cameFrom.origin !== location.origin ? cameFrom.href : '',
    }
    sessionStorage.setItem(storageKey, JSON.stringify(visit))
  } catch {
    // Storage refused (private mode, full): the lead goes without it.
  }
}

/** The form's endpoint with the visit added to its query, before any fragment. */
export function withVisit(endpoint: string): string {
  let visit: Partial<Visit> = {}
  try {
    visit = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Partial<Visit>
  } catch {
    return endpoint
  }
  const params = new URLSearchParams()
  if (typeof visit.landing === 'string' && visit.landing) params.set(visitParams.landing, visit.landing)
  if (typeof visit.referrer === 'string' && visit.referrer) params.set(visitParams.referrer, visit.referrer)
  const query = params.toString()
  if (!query) return endpoint
  const hash = endpoint.indexOf('#')
  const address = hash === -1 ? endpoint : endpoint.slice(0, hash)
  const fragment = hash === -1 ? '' : endpoint.slice(hash)
  return `${address}${address.includes('?') ? '&' : '?'}${query}${fragment}`
}
