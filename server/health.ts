import type { FastifyPluginAsync } from 'fastify'
import type { FilesReport } from './files/storage'
import { checkWritable, outboxHealth } from './store/outbox'
import type { Db } from './store/schema'

/**
 * `GET /healthz` for a load balancer or a monitor: 200 while the database takes writes, 503 when it
 * does not; the outbox figures show deliveries falling behind (pending, the oldest one's age) or
 * given up on (parked) before anyone complains. Stored files that no lead names are counted
 * (`files.unnamed`) as a warning that leaves the status at 200: the instance still serves.
 */
export const healthPlugin: FastifyPluginAsync<{ db: Db; files: FilesReport }> = async (
  app,
  { db, files },
) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await checkWritable(db)
      return {
        ok: true,
        database: 'writable',
        outbox: await outboxHealth(db),
        files: { unnamed: files.unnamed.length },
      }
    } catch (error) {
      request.log.error(error)
      return reply.status(503).send({ ok: false, database: 'not writable' })
    }
  })
}
