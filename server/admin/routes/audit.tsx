import type { FastifyInstance } from 'fastify'
import type { AdminOptions } from '../plugin'

export async function auditRoutes(_app: FastifyInstance, _options: AdminOptions) {}
