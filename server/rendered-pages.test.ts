import { describe, expect, it } from 'vitest'
import { pageFor } from './rendered-pages'
import { contentSecurityPolicy, inlineScriptHashes } from './security'

describe('a page made for one request', () => {
  const html = '<!DOCTYPE html><title>x</title><script>window.ready = 1</script>'

  it('is listed by no search engine, kept by no cache, and runs only its own inline scripts', () => {
    const page = pageFor(200, html)
    expect(page.headers).toEqual({ 'x-robots-tag': 'noindex, nofollow' })
    expect(page.etag).toBeUndefined()
    expect(page.csp).toBe(contentSecurityPolicy(inlineScriptHashes(html)))
    expect(page.html.toString('utf8')).toBe(html)
  })

  it('adds headers of its own to those, and cannot make itself indexed', () => {
    const page = pageFor(404, html, { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'all' })
    expect(page.status).toBe(404)
    expect(page.headers).toEqual({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' })
  })
})
