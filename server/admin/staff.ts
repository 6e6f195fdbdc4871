import type { FastifyReply, FastifyRequest } from 'fastify'
import { prefersHtml } from '../forms/request'
import type { Actor } from '../store/audit'
import type { Db } from '../store/schema'
import { findUser, type StaffUser } from '../store/staff'
import type { Viewer } from './layout'
import { adminHeaders } from './render'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff, on every route behind `requireStaff`. */
    staff?: StaffUser
  }
}

export const signInPath = '/admin/sign-in'

/** Only a path of the inbox is a place to go back to after signing in: never another site. */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  return /^\/admin(?:[/?][^\s\\]*)?$/.test(value) && !value.startsWith('//') ? value : undefined
}

/**
 * The guard of every route behind sign-in. A request without a live session, or whose account
 * has since been disabled, gets no data: a page is sent to sign in (and back), anything else is
 * answered 401.
 */
export function requireStaff(db: Db) {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const userId = request.session.userId
    const user = userId ? await findUser(db, userId) : undefined
    if (user && !user.disabled) {
      request.staff = user
      return
    }
    if (userId) await request.session.destroy()
    if ((request.method === 'GET' || request.method === 'HEAD') && prefersHtml(request)) {
      const next = safeNext(request.url)
      const query = new URLSearchParams()
      if (next && next !== '/admin') query.set('next', next)
      // A cookie without a session behind it is a session that ended.
      if (request.cookies.sid) query.set('problem', 'expired')
      const search = query.size ? `?${query}` : ''
      return reply.status(303).headers(adminHeaders).redirect(`${signInPath}${search}`)
    }
    return reply.status(401).headers(adminHeaders).send({ error: 'Sign in first', code: 'UNAUTHORIZED' })
  }
}

/**
 * A request another site (or a sibling host) started, as the browser tells in `Sec-Fetch-Site`: a
 * page it opens may be shown, but changes nothing. A typed address or a bookmark is `none`.
 */
export function fromElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  return site === 'cross-site' || site === 'same-site'
}

/** The member of staff behind a guarded request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  return { id: request.staff!.id, email: request.staff!.email, address: request.ip }
}

/**
 * What a form's token is bound to: the staff session once signed in, so a token (and the cookie
 * secret it was made with) that someone else obtained or planted opens nothing in this session.
 */
export function csrfBinding(request: FastifyRequest): string {
  return request.session.userId ? `session ${request.session.sessionId}` : 'signed out'
}

/** A token for the forms of the page being sent, bound to the session. */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  return reply.generateCsrf({ userInfo: csrfBinding(request) })
}

/** The cookie holding the forms' secret: forgotten at sign-in, so each session starts a new one. */
export const csrfCookie = '_csrf'

/** What every page behind sign-in needs: who is looking, and the token its forms post back. */
export function viewerOf(request: FastifyRequest, reply: FastifyReply): Viewer {
  return { email: request.staff!.email, csrf: csrfToken(request, reply) }
}
