import type { FastifyInstance } from 'fastify'
import type { AdminOptions } from '../plugin'

export async function leadRoutes(_app: FastifyInstance, _options: AdminOptions) {}
