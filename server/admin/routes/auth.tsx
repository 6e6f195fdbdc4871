import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { audit } from '../../store/audit'
import { forgetAttempt, reserveAttempt, type Attempt } from '../../store/sign-in-attempts'
import type { Db } from '../../store/schema'
import { accountKey, endSessions, findUserByEmail, type StaffUser } from '../../store/staff'
import { SignInPage, type SignInProps } from '../pages/sign-in'
import { maxPasswordLength, verifyPassword } from '../passwords'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, csrfCookie, csrfToken, safeNext, signInPath } from '../staff'

const signInBody = z.object({
  email: z.string().max(320).default(''),
  password: z
    .string()
    .max(maxPasswordLength * 4)
    .default(''),
  next: z.string().optional(),
})

const problemQuery = z.enum(['signed-out', 'expired']).optional().catch(undefined)

export interface SignInOptions {
  db: Db
  /** The key the stored hashes of addresses are made with. */
  hashKey: Buffer
  /** The session cookie is only ever sent over HTTPS. */
  secureCookies: boolean
}

/** Signing in, for anyone; the sign-out routes are registered behind the guard (`staffRoutes`). */
export async function signInRoutes(app: FastifyInstance, { db, hashKey, secureCookies }: SignInOptions) {
  app.get(signInPath, async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
    const next = safeNext(request.query.next)
    if (request.session.userId)
      return reply
        .status(303)
        .headers(adminHeaders)
        .redirect(next ?? '/admin')
    return sendAdminPage(
      reply,
      <SignInPage
        csrf={csrfToken(request, reply)}
        next={next}
        problem={problemQuery.parse(request.query.problem)}
      />,
    )
  })

  app.post(signInPath, { preHandler: app.csrfProtection }, async (request, reply) => {
    const parsed = signInBody.safeParse(request.body ?? {})
    const { email, password, next: requested } = parsed.success ? parsed.data : signInBody.parse({})
    const next = safeNext(requested)
    const key = accountKey(email)
    const page = (props: Omit<SignInProps, 'csrf' | 'next'>, status: number) =>
      sendAdminPage(reply, <SignInPage csrf={csrfToken(request, reply)} next={next} {...props} />, status)

    // The attempt is counted before the password is checked; when it cannot be counted, it is not
    // checked either: a store that fails must not mean guesses without limit.
    let user: StaffUser | undefined
    let attempt: Attempt
    try {
      user = await findUserByEmail(db, email)
      attempt = await reserveAttempt(db, hashKey, { accountKey: key, userId: user?.id, address: request.ip })
    } catch (error) {
      request.log.error(error)
      reply.header('retry-after', '60')
      return page({ email, problem: 'unavailable' }, 503)
    }
    if (attempt.wait > 0) {
      // No audit entry per refused attempt: the hourly summary counts them (sign-in-attempts.ts).
      reply.header('retry-after', String(attempt.wait))
      return page({ email, problem: 'throttled', waitMinutes: Math.ceil(attempt.wait / 60) }, 429)
    }
    const actor = { id: user?.id ?? null, email: user?.email ?? null, address: request.ip }
    const usable = user && !user.disabled ? user : undefined
    if (!(await verifyPassword(usable?.passwordHash, password)) || !usable) {
      await audit(db, actor, 'sign-in-failed')
      return page({ email, problem: 'wrong' }, 401)
    }

    await forgetAttempt(db, attempt, usable.id)
    // A new session id at sign-in: an id planted before it (session fixation) opens nothing.
    await request.session.regenerate()
    request.session.userId = usable.id
    // A new forms' secret too: one planted or read before signing in is of no use after it.
    reply.clearCookie(csrfCookie, { path: '/admin' })
    request.session.signedInAt = new Date().toISOString()
    request.session.userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300)
    await audit(db, actor, 'signed-in')
    // The browser would be sent back to sign in again and again: say why, once per sign-in.
    if (secureCookies && request.protocol !== 'https')
      request.log.warn(
        'Signed in over plain http, so the Secure session cookie was not set: serve the inbox over https, and behind a proxy that ends TLS set TRUST_PROXY so its X-Forwarded-Proto is read',
      )
    return reply
      .status(303)
      .headers(adminHeaders)
      .redirect(next ?? '/admin')
  })
}

/** Signing out, here or everywhere: behind the guard and the CSRF check. */
export async function signOutRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post('/admin/sign-out', async (request, reply) => {
    await audit(db, actorOf(request), 'signed-out')
    await request.session.destroy()
    return reply.status(303).headers(adminHeaders).redirect(`${signInPath}?problem=signed-out`)
  })

  app.post('/admin/sign-out-everywhere', async (request, reply) => {
    const ended = await endSessions(db, request.staff!.id)
    await audit(db, actorOf(request), 'signed-out-everywhere', { detail: `${ended} sessions ended` })
    await request.session.destroy()
    return reply.status(303).headers(adminHeaders).redirect(`${signInPath}?problem=signed-out`)
  })
}
