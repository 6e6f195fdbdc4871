import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { listAudit } from '../store/audit'
import { withStore } from '../store/open'
import { throttle } from '../store/sign-in-failures'
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

  it('sets Secure on the cookies when the request came over HTTPS', async () => {
    const browser = new TestBrowser(app)
    await browser.get('/admin/sign-in', { 'x-forwarded-proto': 'https' })
    const answer = await browser.post(
      '/admin/sign-in',
      { email: 'sales@example.com', password: staffPassword },
      { 'x-forwarded-proto': 'https' },
    )
    const cookies = [answer.headers['set-cookie'] ?? []].flat()
    expect(cookies.find((cookie) => cookie.startsWith('sid='))).toMatch(/; Secure/)
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

  it('stops guessing at one account after its failures, with Retry-After, even with the right password', async () => {
    const browser = new TestBrowser(app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt++)
      statuses.push((await browser.signIn('sales@example.com', `wrong password ${attempt}`)).statusCode)
    expect(statuses.slice(0, throttle.perAccount)).toEqual(Array(throttle.perAccount).fill(401))
    expect(new Set(statuses.slice(throttle.perAccount))).toEqual(new Set([429]))
    const locked = await browser.signIn()
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect(locked.body).toContain('Too many attempts')
    expect(await actions()).toContain('sign-in-throttled')
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
