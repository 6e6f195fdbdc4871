import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { insertLeads } from '../store/leads'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'
import { guardedRoutes } from './plugin'
import { replyCapDefaults } from '../env'

let app: FastifyInstance

beforeAll(async () => {
  const env = testEnv()
  app = await buildApp(env)
  await app.ready()
  // A lead exists, so a route that shows one would have data to give away.
  await withStore({ dataDir: env.dataDir }, (db) =>
    insertLeads(db, [{ form: 'contact', payload: sampleEnquiry, spam: false, locale: 'en' }], {
      webhook: false,
      replyCaps: replyCapDefaults,
    }),
  )
})
afterAll(() => app.close())

/** A concrete address for a route's pattern: every parameter the first lead's id. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'anything')

describe('every route of the inbox, signed out', () => {
  const routes = () => {
    // The same pattern and method registered twice (a HEAD beside a GET) is one route to try.
    const unique = new Map(guardedRoutes.map((route) => [`${route.method} ${route.url}`, route]))
    return [...unique.values()].filter((route) => route.method !== 'HEAD')
  }

  it('are there to try: the guard covers the inbox, its pages and its actions', () => {
    expect(routes().length).toBeGreaterThan(3)
    expect(routes().map((route) => route.url)).toContain('/admin')
  })

  it('sends a browser asking for a page to sign in, and gives nothing else any data', async () => {
    for (const route of routes()) {
      const url = concrete(route.url)
      if (route.method === 'GET') {
        const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
        expect(page.statusCode, `GET ${url}`).toBe(303)
        expect(page.headers.location, `GET ${url}`).toMatch(/^\/admin\/sign-in/)
      }
      const answer = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        payload: route.method === 'GET' ? undefined : 'status=won',
      })
      expect(answer.statusCode, `${route.method} ${url}`).toBe(401)
      expect(answer.body, `${route.method} ${url}`).not.toContain(sampleEnquiry.email)
      expect(answer.headers['cache-control'], `${route.method} ${url}`).toBe('no-store')
    }
  })
})
