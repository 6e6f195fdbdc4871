import { createHash } from 'node:crypto'
import type { SessionStore } from '@fastify/session'
import type { Db } from '../store/schema'

declare module 'fastify' {
  interface Session {
    /** The signed-in member of staff. */
    userId?: number
    /** When they signed in: the absolute limit counts from here. */
    signedInAt?: string
    /** The browser that signed in, shown nowhere but kept with the session. */
    userAgent?: string
  }
}

/** A session ends after this long without a request (OWASP: 15 to 30 minutes for sensitive data). */
export const idleMinutes = 30
/** And in any case this long after signing in: a working day. */
export const absoluteHours = 10

const stored = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url')

/**
 * Sessions in the database (`staff_sessions`), so "sign out everywhere" and a disabled account end
 * them at once, and every instance sees the same ones. Only signed-in sessions are kept; the
 * database holds the SHA-256 of each session id, never the id a cookie carries.
 */
export function createSessionStore(db: Db, now = () => new Date()): SessionStore {
  const done = (callback: (error?: unknown) => void, work: Promise<unknown>) =>
    work.then(
      () => callback(),
      (error: unknown) => callback(error),
    )

  return {
    get(sessionId, callback) {
      db.selectFrom('staff_sessions')
        .select(['data', 'expires_at'])
        .where('id', '=', stored(sessionId))
        .executeTakeFirst()
        .then(
          (row) => {
            if (!row || Date.parse(row.expires_at) <= now().getTime()) return callback(null, null)
            callback(null, JSON.parse(row.data))
          },
          (error: unknown) => callback(error, null),
        )
    },
    set(sessionId, session, callback) {
      const { userId, signedInAt } = session
      if (!userId || !signedInAt) return done(callback, destroy(sessionId))
      const at = now()
      const expiresAt = Math.min(
        at.getTime() + idleMinutes * 60_000,
        Date.parse(signedInAt) + absoluteHours * 3_600_000,
      )
      const row = {
        data: JSON.stringify(session),
        expires_at: new Date(expiresAt).toISOString(),
      }
      done(
        callback,
        db
          .insertInto('staff_sessions')
          .values({
            id: stored(sessionId),
            user_id: userId,
            created_at: signedInAt,
            user_agent: session.userAgent ?? null,
            ...row,
          })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
          .execute(),
      )
    },
    destroy(sessionId, callback) {
      done(callback, destroy(sessionId))
    },
  }

  function destroy(sessionId: string) {
    return db.deleteFrom('staff_sessions').where('id', '=', stored(sessionId)).execute()
  }
}

/** Sessions past their end, removed now and then so the table holds only live ones. */
export async function removeEndedSessions(db: Db, now = new Date()) {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now.toISOString()).execute()
}
