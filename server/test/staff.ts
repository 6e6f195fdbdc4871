import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { hashPassword } from '../admin/passwords'
import type { Db } from '../store/schema'
import { createUser } from '../store/staff'

export const staffPassword = 'correct horse battery staple'

/** An account as `npm run admin -- create-user` makes it. */
export async function createStaff(db: Db, email = 'sales@example.com', password = staffPassword) {
  return createUser(db, email, await hashPassword(password))
}

/**
 * A browser over `inject`: it keeps the cookies the server sets (path and expiry aside: every
 * cookie of the inbox is for /admin) and the CSRF token of the last page it read.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>()
  csrf = ''

  constructor(
    private readonly app: FastifyInstance,
    readonly userAgent = 'Mozilla/5.0 (test browser)',
    /** The browser's address, as the proxy in front of the server names it. */
    readonly address = '192.0.2.1',
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    // Through a proxy on the same machine that ends TLS (the server trusts loopback in tests).
    const proxied = { 'x-forwarded-for': this.address, 'x-forwarded-proto': 'https' }
    return {
      'user-agent': this.userAgent,
      accept: 'text/html',
      ...proxied,
      ...(cookie ? { cookie } : {}),
      ...extra,
    }
  }

  private keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const gone = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now())
      if (gone || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1]
    if (token) this.csrf = token
    return response
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: this.headers(headers),
      }),
    )
  }

  /** Posts a form as a browser does, with the page's CSRF token unless `fields` give their own. */
  async post(url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const body = new URLSearchParams({ _csrf: this.csrf, ...fields }).toString()
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: body,

        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded', ...headers }),
      }),
    )
  }

  /** Signs in through the sign-in form; resolves with the answer to the post. */
  async signIn(email = 'sales@example.com', password = staffPassword) {
    await this.get('/admin/sign-in')
    return this.post('/admin/sign-in', { email, password })
  }
}
