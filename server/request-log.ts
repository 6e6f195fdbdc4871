import type { FastifyRequest } from 'fastify'
import { withoutStatusToken } from '../app/lib/status-page'
import { clientAddress } from './client-address'
import { filesPath } from './files/links'

/** A download link's token in a path, plain or percent-encoded (a path inside a query). */
const fileToken = new RegExp(`(${filesPath}/|${encodeURIComponent(`${filesPath}/`)})[^/?#&\\s%]+`, 'gi')
/**
 * Query parameters that carry a secret (a newsletter link's token, the code and state a git
 * provider sends back to the content editor's sign-in) or a person's address.
 */
const secretParameter = /([?&](?:token|email|code|state)=)[^&#]*/gi

/**
 * An address as it may be logged: every bearer secret (a status page's token, a download link's
 * token, a newsletter link's token) and every e-mail address in its query replaced by `-`. Logs
 * are read, shipped and kept by more people and for longer than the links live.
 */
export function withoutSecrets(url: string): string {
  return withoutStatusToken(url).replace(fileToken, '$1-').replace(secretParameter, '$1-')
}

/** Fastify's own description of a request for the log, with its secrets left out. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    // Logged before the hooks run: the checked address, as every later line would see it.
    remoteAddress: clientAddress(request),
    remotePort: request.socket?.remotePort,
  }
}
