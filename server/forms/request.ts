import type { FastifyRequest } from 'fastify'

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

/** The path of the page that posted, when it is a page of this site. */
export function refererPath(request: FastifyRequest): string | undefined {
  try {
    const url = new URL(String(request.headers.referer))
    // Through the URL parser, so "host:80" and "host" compare equal.
    const site = new URL(`${url.protocol}//${request.headers.host}`)
    return url.host === site.host ? url.pathname : undefined
  } catch {
    return undefined
  }
}
