import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { directoryStorage } from '../files/directory'
import { sampleEnquiry } from '../test/samples'
import { openStore, type Store } from '../store/open'
import { renderRoutes } from '../test/render'
import { leadByStatusToken } from '../store/status-links'
import { formsPlugin, type FormsOptions } from './plugin'

let app: FastifyInstance
let store: Store

/** The collector alone on a fresh store, storing leads with `write`, `perMinute` posts a minute. */
async function collector({
  write,
  perMinute = 0,
}: { write?: FormsOptions['write']; perMinute?: number } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-answers-'))
  store = await openStore({ dataDir })
  app = Fastify()
  await app.register(formsPlugin, {
    write: write ?? (async () => ({ id: 1, reference: 'SS-4F7K2QXM' })),
    storage: directoryStorage(path.join(dataDir, 'uploads')),
    rateLimit: { perMinute, db: store.db },
    allowedOrigins: [],
    render: renderRoutes,
    signingKey: Buffer.alloc(32),
    leadOfToken: (token) => leadByStatusToken(store.db, token),
  })
  return app
}

const post = (payload: string, headers: Record<string, string> = {}, url = '/f/contact') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload,
  })

afterEach(async () => {
  await app.close()
  await store.close()
})

describe('every refusal of the collector', () => {
  it.each([
    ['a body that is not JSON', () => post('{"name": '), 400, 'MALFORMED_BODY'],
    ['an empty form', () => post('{}'), 400, 'EMPTY'],
    [
      'a body over its limit',
      () => post(JSON.stringify({ message: 'x'.repeat(300_000) })),
      413,
      'BODY_TOO_LARGE',
    ],
    [
      'another content type',
      () => post('name=Jane', { 'content-type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['an unknown form', () => post('{}', {}, '/api/forms/careers'), 404, 'FORM_NOT_FOUND'],
  ])('lists its problem with a code and words: %s', async (_, send, status, code) => {
    await collector()
    const response = await send()
    expect(response.statusCode).toBe(status)
    const answer = response.json()
    expect(answer).toEqual({ error: expect.any(String), code, errors: [{ code, message: answer.error }] })
  })

  it('words the problem in the language of the page that posted', async () => {
    await collector()
    const response = await post('{"name": ', { referer: 'https://shop.example/es/contact' })
    expect(response.json().errors).toEqual([
      { code: 'MALFORMED_BODY', message: 'No se ha podido leer el formulario. Vuelva a enviarlo.' },
    ])
  })

  it('names the field of each field problem, by the name it was posted under', async () => {
    await collector()
    const response = await post(JSON.stringify({ ...sampleEnquiry, email: 'jane', message: '' }))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      error: 'Validation errors',
      code: 'TYPE_EMAIL',
      errors: [
        { field: 'email', code: 'TYPE_EMAIL', message: 'Email Address must be a valid e-mail address.' },
        { field: 'message', code: 'REQUIRED_FIELD_EMPTY', message: 'Message is required.' },
      ],
    })
  })

  it('lists the rate limit as a problem of the whole post', async () => {
    await collector({ perMinute: 1 })
    await post(JSON.stringify(sampleEnquiry))
    const response = await post(JSON.stringify(sampleEnquiry))
    expect(response.statusCode).toBe(429)
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', errors: [{ code: 'RATE_LIMITED' }] })
    expect(response.json().errors[0]).not.toHaveProperty('field')
  })

  it('answers its own failure as INTERNAL, without the cause', async () => {
    await collector({
      write: async () => {
        throw new Error('SQLITE_FULL: database or disk is full')
      },
    })
    const response = await post(JSON.stringify(sampleEnquiry))
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
      code: 'INTERNAL',
      errors: [{ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' }],
    })
  })
})
