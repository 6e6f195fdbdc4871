import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap'

describe('files for search engines', () => {
  const xml = sitemapXml()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)

  it('list every page in both languages, once', () => {
    expect(locs).toContain('/')
    expect(locs).toContain('/es')
    expect(locs).toContain('/products/pants-trousers')
    expect(locs).toContain('/es/faq')
    expect(locs).toContain('/legal')
    expect(locs).toContain('/es/terms')
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('/es/privacy')
    expect(locs).toContain('/es/size-charts')
    expect(locs).toHaveLength(2 * (17 + 21))
  })

  it('leave out pages that are not for search', () => {
    expect(locs.some((path) => /thank-you|404|newsletter|status/.test(path))).toBe(false)
  })

  it('give each page its alternates', () => {
    const entry = xml
      .split('<url>')
      .find((chunk) => chunk.includes('<loc>https://www.example.com/es/printing</loc>'))
    expect(entry).toContain('hreflang="en" href="https://www.example.com/printing"')
    expect(entry).toContain('hreflang="x-default" href="https://www.example.com/printing"')
  })

  it('point robots at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://www.example.com/sitemap.xml')
  })
})
