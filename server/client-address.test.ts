import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { maxAddressLength } from './client-address'
import { listAudit } from './store/audit'
import { testEnv } from './test/env'
import { createStaff, TestBrowser } from './test/staff'
import { openTestStore, storeKinds, type TestStore } from './test/stores'

/** 8 KB of what a client can put in a header: longer than any index row PostgreSQL takes. */
const forged = 'x'.repeat(8 * 1024)

describe.each(storeKinds)('a forged address of 8 KB, on %s', (kind) => {
  let app: FastifyInstance
  let store: TestStore

  // In a hook: PGlite's first start is slow on a busy machine, and hooks have the time for it.
  beforeEach(async () => {
    store = await openTestStore(kind)
    await createStaff(store.db)
  })
  async function start(trustProxy: string) {
    app = await buildApp(
      testEnv({ DATA_DIR: store.dataDir, FORMS_RATE_LIMIT: '10', TRUST_PROXY: trustProxy }),
      {
        store,
      },
    )
  }
  afterEach(() => app.close())

  // Trusted as the nearest hop (a proxy that passes it on), and with no proxy trusted at all.
  it.each(['1', ''])(
    'is answered without a 5xx and stored at most an address long (TRUST_PROXY=%s)',
    async (trust) => {
      await start(trust)
      const form = await app.inject({
        method: 'POST',
        url: '/api/forms/newsletter',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': forged,
        },
        payload: JSON.stringify({ email: 'a@b.example' }),
      })
      expect(form.statusCode).toBe(200)

      const browser = new TestBrowser(app, 'Guesser', forged)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 7; attempt++)
        statuses.push((await browser.signIn('sales@example.com', `wrong password ${attempt}`)).statusCode)
      // Counted and refused like any guesser's: the failures were stored, so the limit holds.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])

      const entries = await listAudit(store.db)
      expect(entries.filter((entry) => entry.action === 'sign-in-failed')).toHaveLength(5)
      for (const entry of entries) expect(entry.address!.length).toBeLessThanOrEqual(maxAddressLength)
      const { rows } = await sql<{
        longest: number
      }>`SELECT max(length(key)) AS longest FROM rate_limits`.execute(store.db)
      expect(Number(rows[0]!.longest)).toBeLessThan(200)
    },
  )
})

describe('the data folder', () => {
  it('is made readable by the server alone, with its mail folder', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'private-')), 'data')
    const app = await buildApp(testEnv({ DATA_DIR: dataDir }))
    await app.close()
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(dataDir, 'mail')).mode & 0o777).toBe(0o700)
  })
})
