import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { requestForLog } from '../request-log'
import { inlineScriptHashes } from '../security'
import { testEnv } from '../test/env'
import { cmsPlugin } from './plugin'
import { exchangeLimits, type ExchangeLimits } from './oauth'

/** What the stand-in provider was sent, and how it answers the token request. */
interface Provider {
  url: string
  requests: { path: string; body: URLSearchParams; accept?: string }[]
  answer: (response: ServerResponse) => void
  server: Server
}

/** A tiny provider on this machine answering the token endpoint as GitHub and GitLab do. */
async function startProvider(): Promise<Provider> {
  const provider = {
    requests: [],
    answer: (response: ServerResponse) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'gho_StandInToken123', token_type: 'bearer', scope: 'repo' })),
  } as unknown as Provider
  provider.server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      provider.requests.push({
        path: request.url ?? '',
        body: new URLSearchParams(Buffer.concat(chunks).toString()),
        accept: request.headers.accept,
      })
      provider.answer(response)
    })
  })
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve))
  provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
  return provider
}

let provider: Provider
let app: FastifyInstance
let logLines: string[]

beforeEach(async () => {
  provider = await startProvider()
})
afterEach(async () => {
  await app?.close()
  provider.server.closeAllConnections()
  await new Promise((resolve) => provider.server.close(resolve))
})

async function startSite(backend: 'github' | 'gitlab' = 'github', limits: ExchangeLimits = exchangeLimits) {
  logLines = []
  const env = testEnv({
    CMS_BACKEND: backend,
    CMS_REPO: 'sterling/site',
    CMS_PROVIDER_URL: provider.url,
    CMS_OAUTH_CLIENT_ID: 'client-123',
    CMS_OAUTH_CLIENT_SECRET: 'the-client-secret',
  })
  app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => logLines.push(line) },
      serializers: { req: requestForLog },
    },
  })
  await app.register(cmsPlugin, {
    env,
    kinds: [],
    signingKey: Buffer.alloc(32, 7),
    bundle: { script: '/cms/assets/main.js', styles: [] },
    limits,
  })
  return app
}

/** Starts a sign-in as the CMS's window does, and returns the state and the cookie it set. */
async function startSignIn() {
  const started = await app.inject({ url: '/cms/auth?provider=github&site_id=shop.example&scope=repo' })
  expect(started.statusCode).toBe(302)
  const target = new URL(String(started.headers.location))
  const cookie = String(started.headers['set-cookie'])
  return { target, cookie, state: target.searchParams.get('state')!, pair: cookie.split(';')[0]! }
}

/** The message the sign-in page hands the CMS window, as Decap reads it. */
function messageOf(html: string): string {
  const json = /<script type="application\/json" id="cms-auth">(.*?)<\/script>/.exec(html)?.[1]
  return (JSON.parse(json!) as { message: string }).message
}

describe('the OAuth exchange for the git backends', () => {
  it('sends the sign-in to the provider with a fresh state bound to a short-lived cookie', async () => {
    await startSite()
    const { target, cookie, state } = await startSignIn()
    expect(target.origin + target.pathname).toBe(`${provider.url}/login/oauth/authorize`)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      client_id: 'client-123',
      redirect_uri: 'https://shop.example/cms/callback',
      response_type: 'code',
      scope: 'repo',
      state,
    })
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(cookie).toMatch(/^cms_oauth_state=[^;]+/)
    expect(cookie).toContain('Max-Age=600')
    expect(cookie).toContain('Path=/cms/callback')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Secure')
    expect(cookie).toContain('SameSite=Lax')
    const again = await startSignIn()
    expect(again.state).not.toBe(state)
  })

  it('trades the code for a token and hands it to the CMS window, never logging either', async () => {
    await startSite()
    const { state, pair } = await startSignIn()
    const back = await app.inject({
      url: `/cms/callback?code=abc123code&state=${state}`,
      headers: { cookie: pair },
    })
    expect(back.statusCode).toBe(200)
    expect(provider.requests).toHaveLength(1)
    const [sent] = provider.requests
    expect(sent!.path).toBe('/login/oauth/access_token')
    expect(sent!.accept).toBe('application/json')
    expect(Object.fromEntries(sent!.body)).toEqual({
      client_id: 'client-123',
      client_secret: 'the-client-secret',
      code: 'abc123code',
      redirect_uri: 'https://shop.example/cms/callback',
      grant_type: 'authorization_code',
    })
    expect(messageOf(back.body)).toBe(
      'authorization:github:success:{"token":"gho_StandInToken123","provider":"github"}',
    )
    // The page's one script runs by its hash alone; nothing keeps or indexes the page.
    const policy = String(back.headers['content-security-policy'])
    const runs = back.body.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '')
    expect(inlineScriptHashes(runs)).toHaveLength(1)
    expect(policy).toContain(inlineScriptHashes(runs)[0])
    expect(policy).toContain("default-src 'none'")
    expect(back.headers['cache-control']).toBe('no-store')
    expect(back.headers['referrer-policy']).toBe('no-referrer')
    expect(back.headers['x-robots-tag']).toContain('noindex')
    // The state is used once: the cookie goes.
    expect(String(back.headers['set-cookie'])).toMatch(/cms_oauth_state=;.*Expires=Thu, 01 Jan 1970/)
    const logged = logLines.join('\n')
    expect(logged).toContain('/cms/callback')
    expect(logged).not.toContain('gho_StandInToken123')
    expect(logged).not.toContain('abc123code')
    expect(logged).not.toContain('the-client-secret')
  })

  it('uses GitLab’s own endpoints and scope', async () => {
    await startSite('gitlab')
    const { target, state, pair } = await startSignIn()
    expect(target.pathname).toBe('/oauth/authorize')
    expect(target.searchParams.get('scope')).toBe('api')
    const back = await app.inject({
      url: `/cms/callback?code=glcode&state=${state}`,
      headers: { cookie: pair },
    })
    expect(provider.requests[0]!.path).toBe('/oauth/token')
    expect(messageOf(back.body)).toBe(
      'authorization:gitlab:success:{"token":"gho_StandInToken123","provider":"gitlab"}',
    )
  })

  it('refuses a callback whose state is not the one this browser started, asking the provider nothing', async () => {
    await startSite()
    const { state, pair } = await startSignIn()
    const other = await startSignIn()
    const attempts = [
      { url: `/cms/callback?code=abc&state=${state}` },
      { url: `/cms/callback?code=abc&state=${state}`, headers: { cookie: other.pair } },
      { url: `/cms/callback?code=abc&state=${state}`, headers: { cookie: `cms_oauth_state=${state}` } },
      { url: `/cms/callback?code=abc`, headers: { cookie: pair } },
      { url: `/cms/callback?code=abc&state=${state}&state=${state}`, headers: { cookie: pair } },
      { url: `/cms/callback?code=abc&state=${'x'.repeat(5000)}`, headers: { cookie: pair } },
    ]
    for (const attempt of attempts) {
      const back = await app.inject(attempt)
      expect(back.statusCode).toBe(400)
      expect(messageOf(back.body)).toMatch(/^authorization:github:error:\{"message":"the sign-in expired/)
    }
    expect(provider.requests).toHaveLength(0)
  })

  it('ends with a clear error when the provider refuses, floods or stalls', async () => {
    await startSite('github', { ...exchangeLimits, providerMs: 300, answerBytes: 1024 })
    const callback = async () => {
      const { state, pair } = await startSignIn()
      const back = await app.inject({
        url: `/cms/callback?code=abc&state=${state}`,
        headers: { cookie: pair },
      })
      expect(back.statusCode).toBe(400)
      return messageOf(back.body)
    }
    provider.answer = (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"bad_verification_code"}')
    expect(await callback()).toBe(
      'authorization:github:error:{"message":"the provider refused the code (bad_verification_code)"}',
    )
    provider.answer = (response) => {
      // An answer with no declared length, far past the limit, as a hostile or broken server sends.
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write(`{"access_token":"${'a'.repeat(4096)}`)
      response.end('"}')
    }
    expect(await callback()).toContain('the provider’s answer is too large')
    provider.answer = () => {
      // Never answers: the exchange gives up on its own.
    }
    expect(await callback()).toContain('the provider did not answer in time')
    provider.answer = (response) => response.writeHead(502).end('<html>Bad gateway</html>')
    expect(await callback()).toContain('the provider answered 502 without JSON')
  })

  it('hands the token only to the site’s own window, after it answers from the site’s origin', async () => {
    await startSite()
    const { state, pair } = await startSignIn()
    const back = await app.inject({ url: `/cms/callback?code=abc&state=${state}`, headers: { cookie: pair } })
    const sent: { message: unknown; target: string }[] = []
    const opener = { postMessage: (message: unknown, target: string) => sent.push({ message, target }) }
    const dom = new JSDOM(back.body, {
      url: 'https://shop.example/cms/callback',
      runScripts: 'dangerously',
      beforeParse: (window) => Object.defineProperty(window, 'opener', { value: opener }),
    })
    expect(sent).toEqual([{ message: 'authorizing:github', target: 'https://shop.example' }])
    const answer = (origin: string, source: unknown) =>
      dom.window.dispatchEvent(
        Object.assign(new dom.window.Event('message'), { origin, source, data: 'authorizing:github' }),
      )
    answer('https://attacker.example', opener)
    answer('https://shop.example', {})
    expect(sent).toHaveLength(1)
    answer('https://shop.example', opener)
    expect(sent[1]).toEqual({
      message: 'authorization:github:success:{"token":"gho_StandInToken123","provider":"github"}',
      target: 'https://shop.example',
    })
    dom.window.close()
  })
})
