import { BlockList } from 'node:net'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  certificates,
  expiredCertificates,
  expiryWarning,
  type Certificate,
} from '../app/content/certificates'
import type { FailureCause } from './delivery/failure'
import { deliveryTrouble, troubleSentence } from './delivery/trouble'
import type { FilesReport } from './files/storage'
import { checkWritable, outboxHealth, type OutboxHealth } from './store/outbox'
import type { Db } from './store/schema'

/** Something a person should look at that leaves the status at 200: the instance still serves. */
export type HealthWarning =
  | { code: 'deliveries-failing'; cause: FailureCause; count: number; message: string }
  | { code: 'certificate-expired'; certificate: string; number: string; validUntil: string; message: string }

/**
 * A certificate past its last day. The pages built before that day still show it until the next
 * build, so whoever runs the site renews it or removes it and builds again.
 */
export function certificateWarnings(list: readonly Certificate[], now: Date): HealthWarning[] {
  return expiredCertificates(list, now).map((certificate) => ({
    code: 'certificate-expired',
    certificate: certificate.name,
    number: certificate.number,
    validUntil: certificate.validUntil,
    message: expiryWarning(certificate),
  }))
}

/**
 * What the health check found. `ok` is all a load balancer needs; the rest is for a monitor or
 * staff, and new figures are added here as further optional fields. Deliveries that keep failing
 * are a warning, still with 200: the instance serves visitors and keeps their leads, and taking it
 * out of a load balancer would not bring the mail back.
 */
export interface Health {
  ok: boolean
  database: 'writable' | 'not writable'
  /** Deliveries falling behind (pending, the oldest one's age) or given up on (parked). */
  outbox?: OutboxHealth
  /**
   * Stored files that no lead names: a warning that leaves the status at 200, since the instance
   * still serves (a start on the wrong database, or files a restore brought back).
   */
  files?: { unnamed: number }
  warnings?: HealthWarning[]
}

/** How long one check answers every caller: a flood of requests costs one write per this. */
export const healthCacheMs = 5_000

/**
 * The health of the instance, checked at most once per `cacheMs` (with one write that must commit)
 * and shared by every caller meanwhile, those arriving while a check runs included.
 */
export function cachedHealth(
  db: Db,
  log: { error: (error: unknown) => void },
  files: FilesReport,
  cacheMs = healthCacheMs,
) {
  let current: { at: number; health: Promise<Health> } | undefined
  const check = async (): Promise<Health> => {
    try {
      await checkWritable(db)
      const trouble = await deliveryTrouble(db)
      // The cause and the count only: a stored error can hold a recipient's address.
      const warnings: HealthWarning[] = [
        ...(trouble
          ? [
              {
                code: 'deliveries-failing' as const,
                cause: trouble.cause,
                count: trouble.count,
                message: troubleSentence(trouble),
              },
            ]
          : []),
        ...certificateWarnings(certificates, new Date()),
      ]
      return {
        ok: true,
        database: 'writable',
        outbox: await outboxHealth(db),
        files: { unnamed: files.unnamed.length },
        warnings,
      }
    } catch (error) {
      log.error(error)
      return { ok: false, database: 'not writable' }
    }
  }
  return (): Promise<Health> => {
    const now = Date.now()
    if (!current || now - current.at >= cacheMs) {
      const health = check()
      current = { at: now, health }
      // Kept from when the check ends, so a slow check is not repeated at once.
      void health.then(() => {
        if (current?.health === health) current.at = Date.now()
      })
    }
    return current.health
  }
}

/** Loopback and private networks: a monitor or load balancer beside the instance, not a visitor. */
const internalNetworks = new BlockList()
internalNetworks.addSubnet('127.0.0.0', 8, 'ipv4')
internalNetworks.addSubnet('10.0.0.0', 8, 'ipv4')
internalNetworks.addSubnet('172.16.0.0', 12, 'ipv4')
internalNetworks.addSubnet('192.168.0.0', 16, 'ipv4')
internalNetworks.addSubnet('::1', 128, 'ipv6')
internalNetworks.addSubnet('fc00::', 7, 'ipv6')

/** Whether `address` (a request's client address) is on the instance's own networks. */
export function isInternalAddress(address: string): boolean {
  try {
    return internalNetworks.check(address, address.includes(':') ? 'ipv6' : 'ipv4')
  } catch {
    // Not an address at all.
    return false
  }
}

/** 200 or 503 by `health.ok`, with every figure when `detailed`, else only whether it is ok. */
export function answerHealth(reply: FastifyReply, health: Health, detailed: boolean) {
  return reply
    .status(health.ok ? 200 : 503)
    .header('cache-control', 'no-store')
    .send(detailed ? health : { ok: health.ok })
}

/**
 * `GET /healthz` for a load balancer or a monitor: 200 while the database takes writes, 503 when it
 * does not. The figures are shown only to callers on the instance's own networks (staff see them at
 * `/admin/healthz`); the outbox's backlog is nobody else's business.
 */
export const healthPlugin: FastifyPluginAsync<{ health: () => Promise<Health> }> = async (
  app,
  { health },
) => {
  app.get('/healthz', async (request: FastifyRequest, reply) =>
    answerHealth(reply, await health(), isInternalAddress(request.ip)),
  )
}
