import { locales, localizePath } from './locale'
import { absoluteUrl } from './meta'
import { indexablePaths } from './paths'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every indexable page in both languages, each with its alternates (hreflang en, es, x-default). */
export function sitemapXml(): string {
  const alternates = (path: string) =>
    [
      ...locales.map((locale) => [locale, absoluteUrl(localizePath(path, locale))]),
      ['x-default', absoluteUrl(path)],
    ]
      .map(
        ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`,
      )
      .join('\n')
  const urls = indexablePaths.flatMap((path) =>
    locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(path, locale)))}</loc>\n${alternates(path)}\n  </url>`,
    ),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}
