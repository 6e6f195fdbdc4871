import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { sql } from 'kysely'
import { listAudit } from '../store/audit'
import { withStore } from '../store/open'
import { summariseThrottled, throttle } from '../store/sign-in-attempts'
import { disableUser } from '../store/staff'
import { testEnv } from '../test/env'
import { createStaff, staffPassword, TestBrowser } from '../test/staff'

let app: FastifyInstance
let dataDir: string

beforeEach(async () => {
  const env = testEnv()
  dataDir = env.dataDir
  app = await buildApp(env)
  await withStore({ dataDir: dataDir }, (db) => createStaff(db))
})
afterEach(() => app.close())

const actions = () =>
  withStore({ dataDir: dataDir }, async (db) => (await listAudit(db)).map((entry) => entry.action))

describe('signing in to the sales inbox', () => {
  it('shows a sign-in form labelled Email and Password, never cached or indexed', async () => {
    const page = await new TestBrowser(app).get('/admin/sign-in')
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/<label for="email">Email<\/label>/)
    expect(page.body).toMatch(/<label for="password">Password<\/label>/)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toMatch(/noindex/)
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('signs in with the right password, with a new session id and a cookie for the inbox only', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in')
    const answer = await browser.post('/admin/sign-in', {
      email: 'Sales@Example.com',
      password: staffPassword,
      next: '/admin?status=new',
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/admin?status=new')
    const cookie = String(answer.headers['set-cookie'])
    expect(cookie).toMatch(/sid=[^;]+;.*Path=\/admin/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect((await browser.get('/admin')).statusCode).toBe(200)
    expect(await actions()).toContain('signed-in')
  })

  it('sets Secure on the cookies when the site is on https, whatever the request says it came over', async () => {
    const answer = await new TestBrowser(app).signIn()
    const cookies = [answer.headers['set-cookie'] ?? []].flat()
    expect(cookies.find((cookie) => cookie.startsWith('sid='))).toMatch(/; Secure/)
  })

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production', SITE_URL: 'http://intranet.example' }, true],
    ['the site on https', { SITE_URL: 'https://shop.example' }, true],
    [
      'a production trial on this machine',
      { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' },
      false,
    ],
    ['a trial on plain http', { SITE_URL: 'http://intranet.example' }, false],
  ])('sets Secure on the session cookie with %s', async (_name, variables, secure) => {
    const env = testEnv(variables)
    const trial = await buildApp(env)
    try {
      await withStore({ dataDir: env.dataDir }, (db) => createStaff(db))
      // Over plain http all the way, as a trial on one machine is.
      const plain = { 'x-forwarded-proto': 'http' }
      const browser = new TestBrowser(trial)
      await browser.get('/admin/sign-in', plain)
      const answer = await browser.post(
        '/admin/sign-in',
        { email: 'sales@example.com', password: staffPassword },
        plain,
      )
      expect(answer.statusCode).toBe(303)
      const session = [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('sid='))
      // A Secure session is never sent over plain http at all.
      if (secure) expect(session).toBeUndefined()
      else expect(session).not.toMatch(/; Secure/)
    } finally {
      await trial.close()
    }
  })

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await new TestBrowser(app).signIn('sales@example.com', 'not the password at all')
    const unknown = await new TestBrowser(app).signIn('nobody@example.com', 'not the password at all')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    const message = (body: string) => /<div class="notice error"[^>]*>([^<]+)/.exec(body)?.[1]
    expect(message(wrong.body)).toBe(message(unknown.body))
    expect(wrong.headers['set-cookie'] ?? '').not.toMatch(/sid=/)
  })

  it('goes back only to a page of the inbox after signing in', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in')
    const answer = await browser.post('/admin/sign-in', {
      email: 'sales@example.com',
      password: staffPassword,
      next: '//evil.example/admin',
    })
    expect(answer.headers.location).toBe('/admin')
  })

  it('stops guessing at one account from one address after its failures, with Retry-After, even with the right password', async () => {
    const browser = new TestBrowser(app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt++)
      statuses.push((await browser.signIn('sales@example.com', `wrong password ${attempt}`)).statusCode)
    expect(statuses.slice(0, throttle.perPair)).toEqual(Array(throttle.perPair).fill(401))
    expect(new Set(statuses.slice(throttle.perPair))).toEqual(new Set([429]))
    const locked = await browser.signIn()
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect(locked.body).toContain('Too many attempts')
  })

  it('checks at most the limit of thirty wrong passwords posted at once', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        browser.post('/admin/sign-in', { email: 'sales@example.com', password: `wrong password ${attempt}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(throttle.perPair)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - throttle.perPair)
    // Every password checked and found wrong leaves one entry: no more were checked than the limit.
    expect((await actions()).filter((action) => action === 'sign-in-failed')).toHaveLength(throttle.perPair)
  })

  it('keeps a guesser at one address from locking the owner out at another', async () => {
    const guesser = new TestBrowser(app, 'Guesser', '198.51.100.66')
    for (let attempt = 0; attempt <= throttle.perPair; attempt++)
      await guesser.signIn('sales@example.com', `wrong password ${attempt}`)
    expect((await guesser.signIn()).statusCode).toBe(429)
    const owner = new TestBrowser(app, 'Owner', '203.0.113.10')
    expect((await owner.signIn()).statusCode).toBe(303)
  })

  it("lets an address the account signed in from past the account's ceiling, and no other", async () => {
    expect((await new TestBrowser(app, 'Office', '203.0.113.10').signIn()).statusCode).toBe(303)
    // Guessers at enough addresses to use up the account's ceiling, each within its own limit.
    const guessers = Math.ceil(throttle.perAccount / throttle.perPair) + 1
    for (let index = 0; index < guessers; index++) {
      const guesser = new TestBrowser(app, 'Guesser', `198.51.100.${index + 1}`)
      for (let attempt = 0; attempt < throttle.perPair; attempt++)
        await guesser.signIn('sales@example.com', `wrong password ${attempt}`)
    }
    expect((await new TestBrowser(app, 'Somewhere new', '192.0.2.200').signIn()).statusCode).toBe(429)
    expect((await new TestBrowser(app, 'Office again', '203.0.113.10').signIn()).statusCode).toBe(303)
  })

  it('writes no audit entry per refused attempt, but one summary per account each hour', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      const guesser = new TestBrowser(app, 'Guesser', address)
      for (let attempt = 0; attempt < throttle.perPair + 10; attempt++)
        await guesser.signIn('sales@example.com', `wrong password ${attempt}`)
    }
    expect(await actions()).not.toContain('sign-in-throttled')
    await withStore({ dataDir }, (db) => summariseThrottled(db))
    const entries = await withStore({ dataDir }, (db) => listAudit(db))
    expect(
      entries.filter((entry) => entry.action === 'sign-in-throttled').map((entry) => entry.detail),
    ).toEqual(['20 throttled attempts on account sales@example.com from 2 addresses in the last hour'])
    // Summarised once: the next hour starts from none.
    expect(await withStore({ dataDir }, (db) => summariseThrottled(db))).toBe(0)
  })

  it('refuses to check a password when the attempt cannot be counted, with 503 and a clear message', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in')
    // The counters' table gone: every count fails, as a store that is down does.
    await withStore({ dataDir }, (db) => sql`DROP TABLE rate_limits`.execute(db))
    const answer = await browser.post('/admin/sign-in', {
      email: 'sales@example.com',
      password: staffPassword,
    })
    expect(answer.statusCode).toBe(503)
    expect(answer.body).toContain('Signing in is not possible just now. Try again in a minute.')
    expect(answer.headers['set-cookie'] ?? '').not.toMatch(/sid=/)
    expect(await actions()).not.toContain('signed-in')
  })

  it('stops one address guessing at many accounts, whatever the forms rate limit says', async () => {
    const browser = new TestBrowser(app)
    for (let attempt = 0; attempt < throttle.perAddress; attempt++)
      await browser.signIn(`guess${attempt}@example.com`, 'not the password at all')
    expect((await browser.signIn()).statusCode).toBe(429)
  })

  it('refuses a sign-in posted from another site (no CSRF token) with 403', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      payload: `email=sales%40example.com&password=${encodeURIComponent(staffPassword)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.headers['set-cookie'] ?? '').not.toMatch(/sid=/)
  })
})

describe('the guard', () => {
  it('sends a signed-out page to sign in and back, and answers anything else 401 without data', async () => {
    const browser = new TestBrowser(app)
    const page = await browser.get('/admin')
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toBe('/admin/sign-in')
    const deep = await browser.get('/admin/leads/1')
    expect(deep.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Fleads%2F1')
    const data = await app.inject({ method: 'GET', url: '/admin', headers: { accept: 'application/json' } })
    expect(data.statusCode).toBe(401)
    const post = await browser.post('/admin/sign-out')
    expect(post.statusCode).toBe(401)
  })

  it('refuses a signed-in post without the page token with 403', async () => {
    const browser = new TestBrowser(app)
    await browser.signIn()
    const forged = await browser.post('/admin/sign-out-everywhere', { _csrf: 'forged' })
    expect(forged.statusCode).toBe(403)
    expect((await browser.get('/admin')).statusCode).toBe(200)
  })

  it("refuses a form token and secret from another session, planted in this one's cookies", async () => {
    await withStore({ dataDir }, (db) => createStaff(db, 'mallory@example.com'))
    const victim = new TestBrowser(app, 'Victim')
    await victim.signIn()
    await victim.get('/admin')
    // Someone who can set cookies for the host plants the secret and the token of a session of theirs.
    const mallory = new TestBrowser(app, 'Mallory', '198.51.100.9')
    await mallory.signIn('mallory@example.com')
    await mallory.get('/admin')
    victim.cookies.set('_csrf', mallory.cookies.get('_csrf')!)
    const planted = await victim.post('/admin/sign-out-everywhere', { _csrf: mallory.csrf })
    expect(planted.statusCode).toBe(403)
    expect(await actions()).not.toContain('signed-out-everywhere')
    // Mallory's own pair still works in Mallory's own session.
    expect((await mallory.post('/admin/sign-out')).statusCode).toBe(303)
  })

  it('starts a new form secret at sign-in: a token from before it opens nothing after', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in')
    const before = { secret: browser.cookies.get('_csrf')!, token: browser.csrf }
    await browser.post('/admin/sign-in', { email: 'sales@example.com', password: staffPassword })
    expect(browser.cookies.has('_csrf')).toBe(false)
    await browser.get('/admin')
    const after = { secret: browser.cookies.get('_csrf')!, token: browser.csrf }
    expect(after.secret).not.toBe(before.secret)
    browser.cookies.set('_csrf', before.secret)
    expect((await browser.post('/admin/sign-out-everywhere', { _csrf: before.token })).statusCode).toBe(403)
    browser.cookies.set('_csrf', after.secret)
    expect((await browser.post('/admin/sign-out-everywhere', { _csrf: after.token })).statusCode).toBe(303)
  })

  it('ends every session of the account with "sign out everywhere"', async () => {
    const laptop = new TestBrowser(app, 'Laptop')
    const phone = new TestBrowser(app, 'Phone')
    await laptop.signIn()
    await phone.signIn()
    await laptop.get('/admin')
    expect((await laptop.post('/admin/sign-out-everywhere')).headers.location).toBe(
      '/admin/sign-in?problem=signed-out',
    )
    const after = await phone.get('/admin')
    expect(after.statusCode).toBe(303)
    expect(after.headers.location).toBe('/admin/sign-in?problem=expired')
    expect(await actions()).toContain('signed-out-everywhere')
  })

  it('opens nothing with a session cookie copied to another browser after sign-out', async () => {
    const owner = new TestBrowser(app)
    await owner.signIn()
    const copy = new TestBrowser(app, 'Another browser')
    for (const [name, value] of owner.cookies) copy.cookies.set(name, value)
    await owner.get('/admin')
    await owner.post('/admin/sign-out')
    expect((await copy.get('/admin')).statusCode).toBe(303)
  })

  it('ends the sessions of a disabled account', async () => {
    const browser = new TestBrowser(app)
    await browser.signIn()
    await withStore({ dataDir: dataDir }, async (db) => disableUser(db, 1))
    expect((await browser.get('/admin')).statusCode).toBe(303)
    expect((await browser.signIn()).statusCode).toBe(401)
  })
})
