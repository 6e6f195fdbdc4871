import type { FastifyRequest } from 'fastify'
import { postedFromParam } from '../../app/lib/forms/common'
import { localizedSitePaths } from '../../app/lib/paths'

const acceptedTypes = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']

const mediaType = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()

export function isAcceptedType(request: FastifyRequest): boolean {
  return acceptedTypes.includes(mediaType(request))
}

/** Known from the header alone, before the body is parsed. */
export const isMultipartType = (request: FastifyRequest) => mediaType(request) === 'multipart/form-data'

/** A browser posting a form natively asks for HTML; fetch callers and hosted-service clients ask for JSON. */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = String(request.headers.accept ?? '')
  return accept.includes('text/html') && !accept.includes('application/json')
}

/**
 * Where the collector answers: its own path, and Formspree's, so that service's client pointed at
 * the site (`endpoint: siteOrigin`) posts to `/f/<form>` and works unchanged.
 */
export const formPaths = ['/api/forms/:form', '/f/:form']
const collectorPrefixes = formPaths.map((path) => path.slice(0, path.indexOf(':')))

/** The longest page path a form's address may name. */
const maxPagePath = 200

/**
 * The address of the page a form was posted from: the browser's Referer. A page the collector
 * rendered in answer to an earlier post is at the collector's own address, so its Referer names no
 * page; a form on it names the page it stands for in the address it posts to (`postedFromParam`),
 * and only a page of the site qualifies.
 */
export function postingPage(request: FastifyRequest): URL | undefined {
  let referer: URL
  try {
    referer = new URL(String(request.headers.referer))
  } catch {
    return undefined
  }
  if (!collectorPrefixes.some((prefix) => referer.pathname.startsWith(prefix))) return referer
  const named = (request.query as Record<string, unknown> | undefined)?.[postedFromParam]
  if (typeof named !== 'string' || named.length > maxPagePath || !localizedSitePaths.has(named))
    return undefined
  return new URL(named, referer.origin)
}

/**
 * The path of the page that posted, when it is one of the site's pages: where a refused native
 * post is sent back to. Only a path from the list of pages qualifies, so no Referer can turn the
 * redirect into a trip off the site (`//evil.example/x` is a path to the URL parser, and a
 * protocol-relative address to the browser that follows it).
 */
export function refererPath(request: FastifyRequest): string | undefined {
  const url = postingPage(request)
  if (!url) return undefined
  try {
    // Through the URL parser, so "host:80" and "host" compare equal.
    const site = new URL(`${url.protocol}//${request.headers.host}`)
    if (url.host !== site.host) return undefined
  } catch {
    return undefined
  }
  const { pathname } = url
  const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return localizedSitePaths.has(page) ? page : undefined
}
