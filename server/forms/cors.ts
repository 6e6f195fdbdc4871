import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * What the site's own forms send (`Content-Language`, JSON's `Content-Type`) and what Formspree's
 * client adds: its version in `Formspree-Client` and, in a browser, `Formspree-Session-Data`.
 */
const allowedHeaders = [
  'Content-Type',
  'Accept',
  'Content-Language',
  'Formspree-Client',
  'Formspree-Session-Data',
]
/** Seconds a browser may reuse a preflight's answer; Chromium keeps one two hours at most. */
const preflightMaxAge = 7200

/** `Vary` as it was, naming `Origin` once: caches must not hand one origin's answer to another. */
function varyOnOrigin(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'origin')
    ? names.join(', ')
    : [...names, 'Origin'].join(', ')
}

/**
 * Cross-origin access to the collector's form routes for the pages of `origins` (a CDN's, a
 * partner's): their scripts may post JSON and read the answers. The origin is echoed, never `*`,
 * and no credentials are allowed: the collector uses no cookies. Any other origin gets no CORS
 * header, so its browser keeps its scripts from the answer; a plain form post still arrives, as
 * it would from any page.
 */
export function formsCors(origins: readonly string[]) {
  const allowed = new Set(origins)
  const allowedOrigin = (request: FastifyRequest) => {
    const { origin } = request.headers
    return origin !== undefined && allowed.has(origin) ? origin : undefined
  }

  return {
    /** For every answer of the routes, errors included. */
    async onSend(request: FastifyRequest, reply: FastifyReply) {
      reply.header('vary', varyOnOrigin(reply.getHeader('vary')))
      const origin = allowedOrigin(request)
      if (origin) reply.header('access-control-allow-origin', origin)
    },
    /** The browser's `OPTIONS` before a post it may not send on its own (JSON, custom headers). */
    async preflight(request: FastifyRequest, reply: FastifyReply) {
      if (allowedOrigin(request)) {
        reply.headers({
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': allowedHeaders.join(', '),
          'access-control-max-age': String(preflightMaxAge),
        })
      }
      return reply.status(204).send()
    },
  }
}
