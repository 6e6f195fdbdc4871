import type { FastifyReply } from 'fastify'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * No script at all, styles from the inbox's own file, forms only to the inbox, never framed: a
 * page that shows buyers' data gives an injected tag nothing to run, load or send.
 */
export const adminPolicy = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

/** Headers of everything the inbox answers with data: never cached, never indexed. */
export const adminHeaders = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'content-security-policy': adminPolicy,
}

/** Sends a page rendered by React on the server; every value React writes is escaped. */
export function sendAdminPage(reply: FastifyReply, page: ReactElement, status = 200) {
  return reply
    .status(status)
    .headers(adminHeaders)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`)
}
