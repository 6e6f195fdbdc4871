import type { FastifyPluginAsync } from 'fastify'
import { deliveryTrouble, troubleSentence } from './delivery/trouble'
import { checkWritable, outboxHealth } from './store/outbox'
import type { Db } from './store/schema'

/**
 * `GET /healthz` for a load balancer or a monitor: 200 while the database takes writes, 503 when it
 * does not; the outbox figures show deliveries falling behind (pending, the oldest one's age) or
 * given up on (parked) before anyone complains. Deliveries that keep failing are a warning, still
 * with 200: the instance serves visitors and keeps their leads, and taking it out of a load
 * balancer would not bring the mail back.
 */
export const healthPlugin: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await checkWritable(db)
      const trouble = await deliveryTrouble(db)
      // The cause and the count only: a stored error can hold a recipient's address.
      const warnings = trouble
        ? [
            {
              code: 'deliveries-failing',
              cause: trouble.cause,
              count: trouble.count,
              message: troubleSentence(trouble),
            },
          ]
        : []
      return { ok: true, database: 'writable', outbox: await outboxHealth(db), warnings }
    } catch (error) {
      request.log.error(error)
      return reply.status(503).send({ ok: false, database: 'not writable' })
    }
  })
}
