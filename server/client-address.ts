import { isIP } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The longest text form of an IP address (IPv6 with an IPv4 tail). */
export const maxAddressLength = 45

/**
 * What Fastify is told to trust in `X-Forwarded-For`. A hop count becomes a function of the hop:
 * Fastify's own number option trusts nothing, as it cannot tell a proxy from a client by count
 * alone; here the operator has said how many proxies stand in front, so the nearest `hops` are
 * trusted and the next address out is the client's.
 */
export function trustedProxies(
  trust: number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust
  if (trust === 0) return false
  return (_address, hop) => hop < trust
}

/**
 * The client's address as every limit, log and audit entry sees it: what the trusted proxies say
 * only when it is an IP address, else the socket's peer; never longer than an address can be.
 * A proxy that passes on whatever the client wrote cannot turn the address into free text.
 */
export function clientAddress(request: FastifyRequest): string {
  const named = request.ip
  const address = typeof named === 'string' && isIP(named) ? named : request.socket?.remoteAddress
  // A socket already closed has no peer left; nothing will be answered to it anyway.
  return (address ?? '0.0.0.0').slice(0, maxAddressLength)
}

/** Makes `request.ip` the checked address for everything after the first hook of each request. */
export function checkClientAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    Object.defineProperty(request, 'ip', { value: clientAddress(request), enumerable: true })
  })
}
