import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isProductSlug } from '../app/content/product-menu'
import { localeFromPath, locales, localizePath, stripLocale } from '../app/lib/locale'
import { contentSecurityPolicy, inlineScriptHashes } from './security'
import { localizedSitePaths, notFoundPath, productNotFoundPath } from '../app/lib/paths'

/** A pre-rendered page held in memory, with its compressed forms made once at start. */
export interface Page {
  status: number
  html: Buffer
  /** Compressed once at start; absent on a page made for one request, compressed as it is sent. */
  br?: Buffer
  gzip?: Buffer
  /** Absent on a page made for one request, which no cache may keep. */
  etag?: string
  /** The page's Content-Security-Policy, allowing exactly its own inline scripts. */
  csp: string
  /** Headers of its own, over the site's (a buyer's status page: noindex, no referrer). */
  headers?: Record<string, string>
}

function readIfPresent(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined
}

/** What the server writes into a page once, at start: the values it runs with (app/lib/value-slots.ts). */
export type FillPage = (html: string, pathname: string) => string

function load(clientDir: string, pathname: string, status: 200 | 404, fill?: FillPage): Page {
  const file = path.join(clientDir, pathname, 'index.html')
  const built = readFileSync(file)
  const source = built.toString('utf8')
  const filled = fill?.(source, pathname) ?? source
  // The build's compressed copies are of the page as it built it: a page filled in differently is
  // compressed anew.
  const asBuilt = filled === source
  const html = asBuilt ? built : Buffer.from(filled)
  return {
    status,
    html,
    // The build leaves compressed copies beside each page; compress here only if it did not.
    br:
      (asBuilt ? readIfPresent(`${file}.br`) : undefined) ??
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: (asBuilt ? readIfPresent(`${file}.gz`) : undefined) ?? gzipSync(html, { level: 9 }),
    csp: contentSecurityPolicy(inlineScriptHashes(html.toString('utf8'))),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  }
}

/**
 * Resolves a request path to the page to send. Known pages answer 200; anything else gets the Not
 * Found page of its language with 404, and an unknown product category the category page's own
 * "Product Not Found" view, so the HTML matches what the app renders at that URL. `fill` writes the
 * server's own values into each page once, at start.
 */
export function loadPages(clientDir: string, fill?: FillPage) {
  const pages = new Map<string, Page>()
  for (const localized of localizedSitePaths) pages.set(localized, load(clientDir, localized, 200, fill))
  const notFound = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        page: load(clientDir, localizePath(notFoundPath, locale), 404),
        product: load(clientDir, localizePath(productNotFoundPath, locale), 404),
      },
    ]),
  )

  return function resolve(pathname: string): Page {
    const normalized = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname
    const found = pages.get(normalized)
    if (found) return found
    const fallback = notFound[localeFromPath(normalized)]!
    const [, section, slug, ...rest] = stripLocale(normalized).split('/')
    const unknownProduct = section === 'products' && rest.length === 0 && !isProductSlug(slug)
    return unknownProduct ? fallback.product : fallback.page
  }
}

const htmlCache = 'no-cache'

/** Picks the best encoding the client accepts among those we keep ready. */
function negotiate(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

/** Sends a page with its headers: kept by caches with its ETag, or `no-store` when made for one request. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', page.etag ? htmlCache : 'no-store')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.csp)
  if (page.headers) reply.headers(page.headers)
  if (page.etag) {
    reply.header('etag', page.etag)
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  }
  const encoding = negotiate(request)
  const compressed = encoding && page[encoding]
  if (!compressed) return reply.send(page.html)
  return reply.header('content-encoding', encoding).send(compressed)
}
