import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderPaths } from '../app/lib/paths'
import { buildApp } from './app'
import { testEnv } from './test/env'
import { renderRoutes } from './test/render'

let clientDir: string
let dataDir: string
let app: FastifyInstance

/** A stand-in for the build: each pre-rendered path gets a page that names itself. */
function writeBuild(dir: string) {
  for (const page of prerenderPaths) {
    mkdirSync(path.join(dir, page), { recursive: true })
    writeFileSync(
      path.join(dir, page, 'index.html'),
      `<!DOCTYPE html><title>${page}</title><p>page ${page}</p>`,
    )
  }
  writeFileSync(
    path.join(dir, 'thank-you', 'index.html'),
    // Long enough to be worth compressing, as the real page is.
    `<!DOCTYPE html><h1>Thank you</h1><p>page /thank-you as built</p>${'<p>What happens next.</p>'.repeat(60)}`,
  )
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  writeFileSync(path.join(dir, 'assets/entry-abc123.js'), 'console.log("app")')
  mkdirSync(path.join(dir, 'media'), { recursive: true })
  writeFileSync(path.join(dir, 'media/factory-floor-bca6da140d-480.avif'), 'avif')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'site-client-'))
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'))
  writeBuild(clientDir)
  app = await buildApp(testEnv({ CLIENT_DIR: clientDir, DATA_DIR: dataDir }), { render: renderRoutes })
})

afterAll(async () => {
  await app.close()
  rmSync(clientDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('serving pages', () => {
  it.each(['/', '/faq', '/es', '/es/faq', '/products/soccer', '/es/products/pants-trousers', '/faq/'])(
    'answers %s with its pre-rendered page',
    async (url) => {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(`page ${url.length > 1 ? url.replace(/\/$/, '') : url}`)
    },
  )

  it('answers an unknown path with the Not Found page of its language and 404', async () => {
    expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/no-such-page' })).body).toContain('page /404')
    expect((await app.inject({ url: '/es/no-existe' })).body).toContain('page /es/404')
  })

  it('answers an unknown product category with the category page’s own not-found view and 404', async () => {
    const response = await app.inject({ url: '/es/products/curling' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('page /es/products/not-found')
    expect((await app.inject({ url: '/products/not-found' })).statusCode).toBe(404)
  })

  it('sends brotli or gzip to clients that accept them', async () => {
    const br = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('page /faq')
    const gzip = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toContain('accept-encoding')
  })

  it('revalidates pages by ETag', async () => {
    const first = await app.inject({ url: '/printing' })
    const again = await app.inject({
      url: '/printing',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('caches fingerprinted assets for a year and other files briefly', async () => {
    const asset = await app.inject({ url: '/assets/entry-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const photo = await app.inject({ url: '/media/factory-floor-bca6da140d-480.avif' })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await app.inject({ url: '/favicon.svg' })
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('answers unknown API paths with JSON, not a page', async () => {
    const response = await app.inject({ url: '/api/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('does not serve page files under their file names', async () => {
    expect((await app.inject({ url: '/faq/index.html' })).statusCode).toBe(404)
  })
})

describe('the thank-you page', () => {
  it("shows the buyer's reference, in the page's language, kept by no cache", async () => {
    const response = await app.inject({ url: '/thank-you?ref=SS-4F7K2QXM' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Your reference is SS-4F7K2QXM.')
    const spanish = await app.inject({ url: '/es/thank-you/?ref=SS-4F7K2QXM' })
    expect(spanish.body).toContain('Su referencia es SS-4F7K2QXM.')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers.etag).toBeUndefined()
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('is compressed as it is sent, being made for one buyer', async () => {
    const response = await app.inject({
      url: '/thank-you?ref=SS-4F7K2QXM',
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Your reference is SS-4F7K2QXM.')
  })

  it('writes nothing in that is not a reference', async () => {
    for (const ref of ['<script>alert(1)</script>', 'SS-4F7K2QX', 'SS-4F7K2QX0', 'ss-4f7k2qxm', '']) {
      const response = await app.inject({ url: `/thank-you?ref=${encodeURIComponent(ref)}` })
      expect(response.body, ref).toContain('page /thank-you as built')
      expect(response.body, ref).not.toContain('<script>')
      expect(response.headers.etag, ref).toBeDefined()
    }
  })
})

describe('security headers', () => {
  it('allow a page exactly its own inline scripts, by hash, and never eval', async () => {
    const page = path.join(clientDir, 'careers', 'index.html')
    writeFileSync(
      page,
      '<!DOCTYPE html><title>x</title><script>window.ready = 1</script><script src="/assets/a.js"></script>',
    )
    const fresh = await buildApp(testEnv({ CLIENT_DIR: clientDir, DATA_DIR: dataDir }))
    const csp = String((await fresh.inject({ url: '/careers' })).headers['content-security-policy'])
    await fresh.close()
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toMatch(/frame-src https:\/\/[^;]+/)
    expect(csp).toContain("object-src 'none'")
  })

  it('come with every response, and HSTS only over HTTPS', async () => {
    const plain = await app.inject({ url: '/faq' })
    expect(plain.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    })
    expect(plain.headers['permissions-policy']).toContain('camera=()')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const secure = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers['strict-transport-security']).toContain('max-age=')
  })
})
