import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as z from 'zod'
import { audit } from '../../store/audit'
import { forgetFailures, recordFailure, waitBeforeAttempt } from '../../store/sign-in-failures'
import type { Db } from '../../store/schema'
import { accountKey, endSessions, findUserByEmail } from '../../store/staff'
import { SignInPage, type SignInProps } from '../pages/sign-in'
import { maxPasswordLength, verifyPassword } from '../passwords'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, safeNext, signInPath } from '../staff'

const signInBody = z.object({
  email: z.string().max(320).default(''),
  password: z
    .string()
    .max(maxPasswordLength * 4)
    .default(''),
  next: z.string().optional(),
})

const problemQuery = z.enum(['signed-out', 'expired']).optional().catch(undefined)

/** Signing in, for anyone; the sign-out routes are registered behind the guard (`staffRoutes`). */
export async function signInRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
        csrf={reply.generateCsrf()}
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
      sendAdminPage(reply, <SignInPage csrf={reply.generateCsrf()} next={next} {...props} />, status)

    const wait = await waitBeforeAttempt(db, key, request.ip)
    const user = await findUserByEmail(db, email)
    const actor = { id: user?.id ?? null, email: user?.email ?? null, address: request.ip }
    if (wait > 0) {
      await audit(db, actor, 'sign-in-throttled')
      reply.header('retry-after', String(wait))
      return page({ email, problem: 'throttled', waitMinutes: Math.ceil(wait / 60) }, 429)
    }
    const usable = user && !user.disabled ? user : undefined
    if (!(await verifyPassword(usable?.passwordHash, password)) || !usable) {
      await recordFailure(db, key, request.ip)
      await audit(db, actor, 'sign-in-failed')
      return page({ email, problem: 'wrong' }, 401)
    }

    await forgetFailures(db, key)
    // A new session id at sign-in: an id planted before it (session fixation) opens nothing.
    await request.session.regenerate()
    request.session.userId = usable.id
    request.session.signedInAt = new Date().toISOString()
    request.session.userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300)
    await audit(db, actor, 'signed-in')
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
