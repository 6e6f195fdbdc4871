import type { FastifyRequest } from 'fastify'
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
 * The path of the page that posted, when it is one of the site's pages: where a refused native
 * post is sent back to. Only a path from the list of pages qualifies, so no Referer can turn the
 * redirect into a trip off the site (`//evil.example/x` is a path to the URL parser, and a
 * protocol-relative address to the browser that follows it).
 */
export function refererPath(request: FastifyRequest): string | undefined {
  try {
    const url = new URL(String(request.headers.referer))
    // Through the URL parser, so "host:80" and "host" compare equal.
    const site = new URL(`${url.protocol}//${request.headers.host}`)
    if (url.host !== site.host) return undefined
    const { pathname } = url
    const page = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    return localizedSitePaths.has(page) ? page : undefined
  } catch {
    return undefined
  }
}
