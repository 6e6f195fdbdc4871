import { createHmac } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifyCsrf from '@fastify/csrf-protection'
import fastifyFormbody from '@fastify/formbody'
import fastifySession from '@fastify/session'
import type { FastifyInstance } from 'fastify'
import type { ServerEnv } from '../env'
import { answerHealth } from '../health'
import type { AdminOptions } from './options'
import { adminHeaders } from './render'
import { auditRoutes } from './routes/audit'
import { signInRoutes, signOutRoutes } from './routes/auth'
import { inboxRoutes } from './routes/inbox'
import { leadRoutes } from './routes/lead'
import { reportRoutes } from './routes/reports'
import { absoluteHours, createSessionStore, removeEndedSessions } from './session-store'
import { csrfBinding, csrfCookie, requireStaff } from './staff'
import { adminCss, adminCssPath } from './styles'

/** The routes behind sign-in, as registered: what the guard's test walks through. */
export const guardedRoutes: { method: string; url: string }[] = []

/** A secret of its own for each use, derived from the one key the database keeps. */
const derive = (key: Buffer, use: string) => createHmac('sha256', key).update(use).digest('base64url')

/**
 * Cookies only for the inbox's paths. In production, or when the site is on https, only ever over
 * HTTPS, whatever a request says it came over; elsewhere (a trial on one machine over plain http)
 * over HTTPS whenever the request came over it.
 */
const cookieScopeOf = (env: ServerEnv) =>
  ({ path: '/admin', httpOnly: true, secure: env.secureCookies || 'auto' }) as const

/**
 * The sales inbox at `/admin` (decision 016): its own cookies, sessions and CSRF tokens, none of
 * which reach the public pages. Everything but signing in is behind `requireStaff`, and every
 * post behind the CSRF check.
 */
export async function adminPlugin(app: FastifyInstance, options: AdminOptions) {
  const { db, signingKey } = options
  const cookieScope = cookieScopeOf(options.env)
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 })
  await app.register(fastifyCookie, { secret: derive(signingKey, 'admin cookies') })
  await app.register(fastifySession, {
    secret: derive(signingKey, 'admin session'),
    cookieName: 'sid',
    store: createSessionStore(db),
    saveUninitialized: false,
    cookie: { ...cookieScope, sameSite: 'lax', maxAge: absoluteHours * 3_600_000 },
  })
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: csrfCookie,
    cookieOpts: { ...cookieScope, sameSite: 'strict', signed: true },
    getUserInfo: csrfBinding,
    csrfOpts: { hmacKey: derive(signingKey, 'admin csrf') },
  })

  const cleaner = setInterval(() => removeEndedSessions(db).catch((error) => app.log.error(error)), 3_600_000)
  cleaner.unref()
  app.addHook('onClose', async () => clearInterval(cleaner))

  app.get(adminCssPath, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(adminCss),
  )
  await signInRoutes(app, {
    db,
    hashKey: Buffer.from(derive(signingKey, 'sign-in attempts')),
    secureCookies: options.env.secureCookies,
  })

  await app.register(async (staffOnly) => {
    // Every route behind the guard is listed, so a test can try each one signed out.
    staffOnly.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) guardedRoutes.push({ method, url: route.url })
    })
    // The guard first: a signed-out post is answered 401 before its token is even looked at.
    staffOnly.addHook('preHandler', requireStaff(db))
    staffOnly.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        await new Promise<void>((resolve, reject) =>
          staffOnly.csrfProtection(request, reply, (error?: Error) => (error ? reject(error) : resolve())),
        )
      }
    })
    await signOutRoutes(staffOnly, { db })
    await inboxRoutes(staffOnly, options)
    await leadRoutes(staffOnly, options)
    await auditRoutes(staffOnly, options)
    await reportRoutes(staffOnly, options)
    staffOnly.get('/admin/healthz', async (_request, reply) =>
      answerHealth(reply.headers(adminHeaders), await options.health(), true),
    )
    // Anything else under /admin: nothing to show, and only to staff.
    staffOnly.all('/admin/*', async (_request, reply) =>
      reply.status(404).headers(adminHeaders).send({ error: 'Not found', code: 'NOT_FOUND' }),
    )
  })
}
