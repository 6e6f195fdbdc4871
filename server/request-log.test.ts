import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { fileToken } from './files/links'
import { withoutSecrets } from './request-log'
import { testEnv } from './test/env'

let app: FastifyInstance
let lines: string[]

beforeEach(async () => {
  lines = []
  app = await buildApp(testEnv(), { logger: { stream: { write: (line) => void lines.push(line) } } })
})
afterEach(async () => {
  await app.close()
})

const fileLink = fileToken(Buffer.alloc(32, 7), { id: 12, storedName: 'a1b2c3.png' })
const newsletterToken = '7.Nonce_abc-123.1900000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd'
const statusToken = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'
const address = 'jane.smith@club.example'

describe('the request log', () => {
  it('carries no link token and no e-mail address, whatever the request', async () => {
    const requests: Array<{ method: 'GET' | 'POST'; url: string }> = [
      { method: 'GET', url: `/api/files/${fileLink}` },
      { method: 'GET', url: `/newsletter/confirm?token=${newsletterToken}` },
      { method: 'POST', url: `/es/newsletter/unsubscribe?x=1&token=${newsletterToken}` },
      { method: 'GET', url: `/admin/erase?email=${encodeURIComponent(address)}` },
      { method: 'GET', url: `/admin/erase?EMAIL=${address}&lead=3` },
      { method: 'GET', url: `/es/status/${statusToken}` },
      { method: 'POST', url: `/api/forms/contact?landing=${encodeURIComponent(`/api/files/${fileLink}`)}` },
    ]
    for (const request of requests) await app.inject(request)
    const logged = lines.join('')
    // Every request was logged, with its path and nothing secret in it.
    expect(lines.filter((line) => line.includes('"incoming request"'))).toHaveLength(requests.length)
    expect(logged).toContain('"url":"/api/files/-"')
    expect(logged).toContain('"url":"/newsletter/confirm?token=-"')
    expect(logged).toContain('"url":"/admin/erase?email=-"')
    for (const secret of [fileLink, fileLink.split('.').at(-1)!, newsletterToken, statusToken, address])
      expect(logged).not.toContain(secret)
    expect(logged).not.toContain(encodeURIComponent(address))
  })
})

describe('an address without its secrets', () => {
  it('keeps everything else as it was', () => {
    expect(withoutSecrets('/faq?utm_source=x&page=2')).toBe('/faq?utm_source=x&page=2')
    expect(withoutSecrets('/newsletter/confirm?token=abc&lang=es#top')).toBe(
      '/newsletter/confirm?token=-&lang=es#top',
    )
    expect(withoutSecrets('/x?mytoken=1&email=a%40b.example')).toBe('/x?mytoken=1&email=-')
    expect(withoutSecrets('/cms/callback?code=4f1e&state=Zx9')).toBe('/cms/callback?code=-&state=-')
  })
})
