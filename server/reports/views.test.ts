import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { openStore } from '../store/open'
import { testEnv } from '../test/env'
import { renderRoutes } from '../test/render'
import { beaconBodyLimit, beaconsPerMinute } from './views-plugin'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('page views, as the server counts them', { timeout: 60_000 }, () => {
  let app: FastifyInstance
  let dataDir: string
  beforeAll(async () => {
    const env = testEnv()
    dataDir = env.dataDir
    app = await buildApp(env, { render: renderRoutes })
  })
  afterAll(async () => app?.close())

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers })
  const beacon = (body: string, userAgent = chrome, address = '198.51.100.7') =>
    app.inject({
      method: 'POST',
      url: '/api/views',
      payload: body,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': userAgent,
        'x-forwarded-for': address,
      },
    })

  it('counts a person’s view of a page it sends, says so to the page, and sets no cookie', async () => {
    const answer = await get('/faq', {
      'user-agent': chrome,
      referer: 'https://www.google.com/search?q=kits',
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['server-timing']).toBe('view')
    expect(answer.headers['set-cookie']).toBeUndefined()
    // From another page of the site: counted, with no referring site.
    await get('/es/faq/', { 'user-agent': chrome, referer: 'https://shop.example/es' })
  })

  it('leaves bots, prefetches, HEAD requests and pages that do not exist uncounted', async () => {
    for (const answer of [
      await get('/faq', { 'user-agent': googlebot }),
      await get('/faq', { 'user-agent': chrome, 'sec-purpose': 'prefetch;prerender' }),
      await app.inject({ method: 'HEAD', url: '/faq', headers: { 'user-agent': chrome } }),
      await get('/wp-login.php', { 'user-agent': chrome }),
    ])
      expect(answer.headers['server-timing']).toBeUndefined()
  })

  it('takes a beacon’s page and referring host, and nothing that is not the site’s page or a host', async () => {
    for (const body of [
      'p=%2Fcontact&r=news.example',
      'p=/contact&r=',
      'p=/nowhere&r=x.example',
      'p=/contact&r=%3Cscript%3E',
    ])
      expect((await beacon(body)).statusCode).toBe(204)
    expect((await beacon('p=/contact&r=', googlebot)).statusCode).toBe(204)
    expect((await beacon(`p=/contact&r=${'a'.repeat(beaconBodyLimit)}`)).statusCode).toBe(413)
  })

  it('limits the beacons of one address', async () => {
    const answers = []
    for (let index = 0; index <= beaconsPerMinute; index++)
      answers.push((await beacon('p=/&r=', chrome, '203.0.113.9')).statusCode)
    expect(answers.slice(0, beaconsPerMinute).every((status) => status === 204)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })

  it('writes the counts when it stops: per day, page, language and referring host', async () => {
    await app.close()
    const store = await openStore({ dataDir })
    try {
      const rows = await store.db
        .selectFrom('page_views')
        .select(['path', 'locale', 'referrer', 'views'])
        .orderBy('path')
        .orderBy('referrer')
        .execute()
      expect(rows).toEqual([
        { path: '/', locale: 'en', referrer: '', views: beaconsPerMinute },
        { path: '/contact', locale: 'en', referrer: '', views: 2 },
        { path: '/contact', locale: 'en', referrer: 'news.example', views: 1 },
        { path: '/es/faq', locale: 'es', referrer: '', views: 1 },
        { path: '/faq', locale: 'en', referrer: 'www.google.com', views: 1 },
      ])
    } finally {
      await store.close()
    }
  })
})
