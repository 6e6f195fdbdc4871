import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { testEnv } from '../test/env'
import { cmsPlugin, type CmsOptions } from './plugin'

const faq = {
  name: 'faq',
  label: 'FAQ',
  entries: 'one',
  shared: z.object({}),
  words: z.object({ title: z.string() }),
} as const

async function site(options: Partial<CmsOptions> = {}) {
  const app = Fastify()
  await app.register(cmsPlugin, { env: testEnv(), kinds: [faq], signingKey: Buffer.alloc(32, 1), ...options })
  return app
}

describe('the content editor’s page', () => {
  it('names its built script and its configuration, unindexed and uncached', async () => {
    const app = await site({
      bundle: { script: '/cms/assets/main-abc.js', styles: ['/cms/assets/main-abc.css'] },
    })
    for (const url of ['/cms', '/cms/']) {
      const page = await app.inject({ url })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<script type="module" src="/cms/assets/main-abc.js"></script>')
      expect(page.body).toContain('<link rel="stylesheet" href="/cms/assets/main-abc.css"/>')
      expect(page.body).toContain('<link rel="cms-config-url" type="text/yaml" href="/cms/config.yml"/>')
      expect(page.headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' })
    }
    const config = await app.inject({ url: '/cms/config.yml' })
    expect(config.headers['content-type']).toBe('text/yaml; charset=utf-8')
    expect(config.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(config.body)).toMatchObject({ collections: [{ name: 'faq', folder: 'content/faq' }] })
    await app.close()
  })

  it('says what to do when the build has no editor, and offers no sign-in without a git backend', async () => {
    const app = await site({ bundle: undefined, env: { ...testEnv(), clientDir: '/nonexistent/client' } })
    const page = await app.inject({ url: '/cms' })
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('npm run build')
    expect((await app.inject({ url: '/cms/auth?provider=github' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/cms/callback?code=a&state=b' })).statusCode).toBe(404)
    await app.close()
  })

  it('refuses to start with a kind the editor cannot edit', async () => {
    const odd = { ...faq, words: z.object({ when: z.date() }) }
    await expect(site({ kinds: [odd] })).rejects.toThrow(/"when"/)
  })
})
