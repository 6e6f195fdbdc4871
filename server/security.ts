import { createHash } from 'node:crypto'
import { formEndpoints, site } from '../app/content/site'

/** The sha256 source expression of every inline script in a page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? ''
    if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The web origins among `urls`; a path of the site itself is 'self'. Read by the URL parser, as the
 * settings' check reads them, so `HTTPS://Forms.Example` counts as `https://forms.example`.
 */
function origins(urls: string[]): string[] {
  return [
    ...new Set(
      urls.flatMap((url) => {
        try {
          const { protocol, origin } = new URL(url)
          return protocol === 'http:' || protocol === 'https:' ? [origin] : []
        } catch {
          return []
        }
      }),
    ),
  ]
}

/** Only the configured video and presentation hosts may be framed, and only after a click. */
export const frameOrigins = origins(Object.values(site.embeds))
/** Forms may post to the site itself or to a configured form service. */
export const formOrigins = origins(Object.values(formEndpoints))

/**
 * A strict policy: scripts only from the site and the page's own inline scripts by hash (no
 * `unsafe-eval`, no `unsafe-inline` scripts). Inline styles stay allowed because each page carries its stylesheet
 * in a `<style>` element and the colour swatches paint their colour with a `style` attribute. Images may come from `blob:` addresses, which only the page itself
 * can make: the quotation shows the buyer's own artwork files, before they are sent, that way.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${formOrigins.join(' ')}`.trim(),
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    `frame-src ${frameOrigins.join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Headers every response carries; `Strict-Transport-Security` is added only over HTTPS. */
export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
}

export const hsts = 'max-age=63072000; includeSubDomains'
