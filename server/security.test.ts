import { afterEach, describe, expect, it, vi } from 'vitest'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

/**
 * The policy a page is served with and the one `_headers` gives static hosts, with the forms'
 * endpoints as a build sets them (`VITE_FORM_*_URL`, read once when app/content/site.ts loads).
 */
async function policiesWith(endpoints: Record<string, string>) {
  for (const [name, value] of Object.entries(endpoints)) vi.stubEnv(name, value)
  vi.resetModules()
  const { buildApp } = await import('./app')
  const { testEnv } = await import('./test/env')
  const { staticHeaders } = await import('../scripts/static-headers')
  const html = '<!doctype html><title>Contact</title>'
  const app = await buildApp(testEnv())
  const served = String((await app.inject({ url: '/contact' })).headers['content-security-policy'])
  await app.close()
  const rule = staticHeaders([{ path: '/contact', html }])
    .split('\n\n')
    .find((block) => block.startsWith('/contact\n'))
  return { served, headersFile: /content-security-policy: (.*)/.exec(rule ?? '')?.[1] ?? '' }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe("the pages' Content-Security-Policy", () => {
  it('lets the forms post and send only to the site by default', async () => {
    const { served, headersFile } = await policiesWith({})
    for (const policy of [served, headersFile]) {
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
      expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    }
  })

  it('follows hosted endpoints into connect-src and form-action, served and in _headers', async () => {
    const { served, headersFile } = await policiesWith({
      VITE_FORM_CONTACT_URL: 'HTTPS://Forms.Example:8443/f/abc',
      VITE_FORM_QUOTE_URL: 'https://collector.shop.example/api/forms/quote',
      VITE_FORM_NEWSLETTER_URL: '/f/newsletter',
    })
    const allowed = "'self' https://forms.example:8443 https://collector.shop.example"
    for (const policy of [served, headersFile]) {
      expect(directive(policy, 'connect-src')).toBe(`connect-src ${allowed}`)
      expect(directive(policy, 'form-action')).toBe(`form-action ${allowed}`)
    }
  })
})
