import type { FastifyInstance } from 'fastify'
import { AdminLayout } from '../layout'
import type { AdminOptions } from '../plugin'
import { sendAdminPage } from '../render'
import { viewerOf } from '../staff'

export async function inboxRoutes(app: FastifyInstance, _options: AdminOptions) {
  app.get('/admin', async (request, reply) =>
    sendAdminPage(
      reply,
      <AdminLayout title="Inbox" viewer={viewerOf(request, reply)} current="/admin">
        <h1>Inbox</h1>
      </AdminLayout>,
    ),
  )
}
