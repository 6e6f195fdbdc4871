import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { RequestContext } from '../app/lib/request-context'
import type { Page } from './pages'
import { contentSecurityPolicy, inlineScriptHashes } from './security'

/**
 * Renders the page at `pathname` for one request, with what the server found for it. The path is
 * one the server matched and checked; nothing else of the visitor's request (headers, cookies, a
 * body) reaches the render.
 */
export type RenderPage = (pathname: string, context: RequestContext) => Promise<Page>

/** React Router's compiled server, which the build writes beside the client (scripts/build.mjs). */
export const serverBuildFile = (clientDir: string) => path.join(clientDir, '..', 'server', 'index.js')

/**
 * Every page made for one request names something of that request (a buyer's status, a reference,
 * what a visitor typed): no search engine lists it or follows its links.
 */
const renderedPageHeaders = { 'x-robots-tag': 'noindex, nofollow' }

/**
 * A page made for one request: never compressed ahead, never kept by a cache (no ETag), never
 * indexed. `headers` are the page's own, added to those and never over them.
 */
export function pageFor(status: number, html: string, headers?: Record<string, string>): Page {
  return {
    status,
    html: Buffer.from(html),
    csp: contentSecurityPolicy(inlineScriptHashes(html)),
    headers: { ...headers, ...renderedPageHeaders },
  }
}

/** Any host would do: the routes read the path and the context, never the address's host. */
const origin = 'http://localhost'

/**
 * Loads the compiled React Router server once and answers with its request handler. Without one
 * (a server started on a client build alone) every such page answers 500 and says why in the log.
 */
export async function loadRenderer(clientDir: string): Promise<RenderPage> {
  const file = serverBuildFile(clientDir)
  if (!existsSync(file))
    return async () => {
      throw new Error(`No React Router server build at ${file}: run "npm run build"`)
    }
  // React Router is loaded with the build it serves: a server started without one does without it.
  const { createRequestHandler } = await import('react-router')
  const build = (await import(pathToFileURL(file).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  return async (pathname, context) => {
    const response = await handle(new Request(new URL(pathname, origin)), context)
    return pageFor(response.status, await response.text())
  }
}
