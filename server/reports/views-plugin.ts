import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { viewBeaconPath } from '../../app/lib/view-beacon'
import { countedTiming, fromPerson, referrerHost, sentHost, sitePage, type ViewCounter } from './page-views'

/** A beacon's body: `p=<path>&r=<host>`, a few dozen bytes. Anything longer is not a beacon. */
export const beaconBodyLimit = 512
/** Beacons per address and minute: far more pages than a person reads in a minute. */
export const beaconsPerMinute = 60

export interface ViewsOptions {
  counter: ViewCounter
  /** The site's own hosts: a visitor coming from one of its pages has no referring site. */
  ownHosts: readonly string[]
}

/**
 * Counts a page the server itself sends, before it is sent: a person's GET of one of the site's
 * pages, not a prefetch or prerender (counted by the page's beacon if it is shown). The answer says
 * it was counted (`Server-Timing: view`), so the page's beacon sends nothing.
 */
export function countServedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  { counter, ownHosts }: ViewsOptions,
) {
  if (request.method !== 'GET' || request.headers['sec-purpose'] || request.headers.purpose) return
  const page = sitePage(pathname)
  if (!page || !fromPerson(request.headers['user-agent'])) return
  counter.count(page, referrerHost(request.headers.referer, [...ownHosts, request.host.toLowerCase()]))
  reply.header('server-timing', countedTiming)
}

/**
 * `POST /api/views`: the beacon of a page a CDN served. Always answered 204 with nothing, so a
 * beacon learns nothing; only a person's view of one of the site's pages is counted.
 */
export async function viewsPlugin(app: FastifyInstance, { counter, ownHosts }: ViewsOptions) {
  // Kept by each instance in memory: a count a little high is all a flood can earn here.
  await app.register(rateLimit, { global: false })
  app.post(
    viewBeaconPath,
    {
      bodyLimit: beaconBodyLimit,
      config: { rateLimit: { max: beaconsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : ''
      const sent = new URLSearchParams(body)
      const page = sitePage(sent.get('p') ?? '')
      if (page && fromPerson(request.headers['user-agent']))
        counter.count(page, sentHost(sent.get('r') ?? '', ownHosts))
      return reply.status(204).send()
    },
  )
}
