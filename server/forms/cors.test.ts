import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'

const cdn = 'https://cdn.shop.example'
const stranger = 'https://elsewhere.example'
/** What a browser sends before Formspree's client posts JSON from another origin. */
const preflightOf = (origin: string) => ({
  origin,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'content-type,formspree-client,formspree-session-data',
})

let app: FastifyInstance
let address: string

beforeAll(async () => {
  // The site's own origin is SITE_URL's (https://shop.example, in testEnv).
  app = await buildApp(testEnv({ FORMS_ALLOWED_ORIGINS: cdn }))
  address = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

const preflight = (path: string, origin: string) =>
  fetch(`${address}${path}`, { method: 'OPTIONS', headers: preflightOf(origin) })

const postFrom = (path: string, origin: string, body: unknown = sampleEnquiry) =>
  fetch(`${address}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))

describe.each(['/api/forms/contact', '/f/contact'])('CORS at %s', (path) => {
  it.each([cdn, 'https://shop.example'])('answers the preflight of %s', async (origin) => {
    const response = await preflight(path, origin)
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers':
        'Content-Type, Accept, Content-Language, Formspree-Client, Formspree-Session-Data',
      'access-control-max-age': '7200',
      vary: expect.stringMatching(/\bOrigin\b/),
    })
    expect(response.headers.has('access-control-allow-credentials')).toBe(false)
  })

  it('lets an allowed origin read the answer to its post, and its refusals', async () => {
    const accepted = await postFrom(path, cdn)
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('access-control-allow-origin')).toBe(cdn)
    expect(accepted.headers.get('vary')).toMatch(/\bOrigin\b/)
    expect(accepted.headers.has('access-control-allow-credentials')).toBe(false)
    const refused = await postFrom(path, cdn, { ...sampleEnquiry, email: '' })
    expect(refused.status).toBe(422)
    expect(refused.headers.get('access-control-allow-origin')).toBe(cdn)
  })

  it('gives any other origin no CORS header, in the preflight or the answer', async () => {
    const answered = await preflight(path, stranger)
    expect(answered.status).toBe(204)
    expect(corsHeaders(answered)).toEqual([])
    expect(answered.headers.get('vary')).toMatch(/\bOrigin\b/)
    const posted = await postFrom(path, stranger)
    expect(corsHeaders(posted)).toEqual([])
    expect(posted.headers.get('vary')).toMatch(/\bOrigin\b/)
  })
})

describe('CORS beyond the known forms', () => {
  it('lets an allowed origin read that a form does not exist', async () => {
    const response = await postFrom('/f/careers', cdn)
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe(cdn)
    expect((await response.json()).errors).toEqual([{ code: 'FORM_NOT_FOUND', message: expect.any(String) }])
  })

  it('stays off the rest of the site', async () => {
    const response = await fetch(`${address}/healthz`, { headers: { origin: cdn } })
    expect(corsHeaders(response)).toEqual([])
  })
})
