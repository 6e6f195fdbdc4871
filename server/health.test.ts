import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { isInternalAddress } from './health'
import { withStore } from './store/open'
import { testEnv } from './test/env'
import { createStaff, TestBrowser } from './test/staff'
import { waitUntil } from './test/wait'

let app: FastifyInstance
let dataDir: string

beforeEach(async () => {
  const env = testEnv()
  dataDir = env.dataDir
  app = await buildApp(env)
})
afterEach(() => app.close())

/** When the health check last wrote to the database. */
const lastCheck = () =>
  withStore({ dataDir }, async (db) => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'health-checked-at')
      .executeTakeFirst()
    return row?.value
  })

const healthFrom = (remoteAddress: string) => app.inject({ url: '/healthz', remoteAddress })

describe('/healthz', () => {
  it('answers a flood from one check, and checks again only after a few seconds', async () => {
    expect((await healthFrom('127.0.0.1')).statusCode).toBe(200)
    const first = await lastCheck()
    expect(first).toBeDefined()
    const answers = await Promise.all(Array.from({ length: 100 }, () => healthFrom('203.0.113.9')))
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    // A hundred requests, and not one more write.
    expect(await lastCheck()).toBe(first)
    await waitUntil('a fresh check', async () => {
      await healthFrom('127.0.0.1')
      return (await lastCheck()) !== first
    })
  })

  it('shows the outbox only to the instance’s own networks', async () => {
    for (const address of ['203.0.113.9', '2001:db8::1', '::ffff:198.51.100.7']) {
      const answer = await healthFrom(address)
      expect(answer.json(), address).toEqual({ ok: true })
      expect(answer.headers['cache-control']).toBe('no-store')
    }
    for (const address of ['127.0.0.1', '::1', '10.0.3.7', '172.20.1.1', '192.168.1.20', '::ffff:10.0.0.2']) {
      expect((await healthFrom(address)).json(), address).toEqual({
        ok: true,
        database: 'writable',
        outbox: {
          pending: 0,
          oldestPendingSeconds: 0,
          parked: 0,
          replyCaps: { waiting: 0, lastGoesAt: null, refusedLastDay: 0 },
        },
        files: { unnamed: 0 },
        // The example certificates include one that has lapsed.
        warnings: [
          {
            code: 'certificate-expired',
            certificate: 'ISO 14001:2015',
            number: 'EXAMPLE-EMS-000002',
            validUntil: '2025-03-31',
            message: expect.stringMatching(
              /^The ISO 14001:2015 certificate EXAMPLE-EMS-000002 expired after 2025-03-31\./,
            ),
          },
        ],
      })
    }
  })

  it('shows staff every figure at /admin/healthz, and nobody else', async () => {
    await withStore({ dataDir }, (db) => createStaff(db))
    const browser = new TestBrowser(app)
    const outsider = { remoteAddress: '203.0.113.9' }
    const signedOut = await app.inject({ url: '/admin/healthz', ...outsider })
    expect(signedOut.statusCode).not.toBe(200)
    expect(signedOut.body).not.toContain('outbox')
    await browser.signIn()
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const staff = await app.inject({ url: '/admin/healthz', headers: { cookie }, ...outsider })
    expect(staff.statusCode).toBe(200)
    expect(staff.json()).toMatchObject({ ok: true, database: 'writable', outbox: { pending: 0, parked: 0 } })
  })
})

describe('telling the instance’s own networks', () => {
  it('knows loopback and private addresses, in either family', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.0.1',
      '10.255.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '::1',
      'fd00::7',
      '::ffff:127.0.0.1',
    ])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('takes nothing else for one, a forged string least of all', () => {
    for (const address of [
      '203.0.113.9',
      '172.32.0.1',
      '11.0.0.1',
      '2001:db8::1',
      '',
      'localhost',
      '127.0.0.1, 8.8.8.8',
      'x'.repeat(8000),
    ])
      expect(isInternalAddress(address), address).toBe(false)
  })
})
