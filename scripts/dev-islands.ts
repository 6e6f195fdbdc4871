import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { addIslandScripts, islandNames } from './islands-in-pages.mjs'

/** Where the islands' own Vite server answers, beside the pages. */
const base = '/@islands/'
/** Marks the request for a page as React Router renders it, before its scripts are swapped. */
const asRendered = 'x-page-as-rendered'
/** What a page's rendering reads from the visitor's request (the language cookie, say). */
const forwarded = ['accept', 'accept-language', 'cookie', 'user-agent']

/**
 * A page as the build makes it (scripts/islands-in-pages.mjs), React Router's browser scripts
 * swapped for the island runtime, here served from source, plus Vite's client for reloads.
 */
function withIslandRuntime(html: string) {
  const entry = `${base}app/islands/client.tsx`
  const parts = Object.fromEntries(islandNames(html).map((name) => [name, []]))
  const page = addIslandScripts(html, { runtime: [entry], parts })
  return page.replace('</head>', `<script type="module" src="${base}@vite/client"></script></head>`)
}

function originOf(server: ViteDevServer) {
  const address = server.httpServer?.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host.replace(/^(\[::\]|0\.0\.0\.0)$/, 'localhost')}:${address.port}`
}

/**
 * `npm run dev` runs the island runtime as the build does (decisions 006 and 011): React Router
 * renders each page on request as the pre-render would, and the page gets the islands' runtime in
 * place of React Router's browser code, served by a second Vite server on the islands' own
 * config (vite.islands.config.ts: Preact for React), so what works here works in production.
 */
export function islandsInDevelopment(): Plugin {
  return {
    name: 'islands-in-development',
    apply: 'serve',
    async configureServer(server) {
      const islands = await createServer({
        configFile: path.resolve('vite.islands.config.ts'),
        base,
        appType: 'custom',
        // Every dependency found before the first page, so none is bundled anew under a live page.
        optimizeDeps: {
          entries: ['app/islands/client.tsx', 'app/islands/mount.tsx', 'app/islands/parts/*.tsx'],
        },
        server: { middlewareMode: true, hmr: { server: server.httpServer ?? undefined } },
      })
      server.httpServer?.once('close', () => void islands.close())
      // An island's code reloads the page through the islands' server; so does any other change
      // (a page's copy, a section), which the islands' server does not watch for.
      server.watcher.on('change', (file) => {
        if (!islands.moduleGraph.getModulesByFile(file)?.size) islands.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use(islands.middlewares)
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html')
        if (!wantsPage || request.headers[asRendered]) return next()
        void servePage(server, request, response).catch(next)
      })
    },
  }
}

/** Asks React Router for the page, as it renders it, and sends it on with the island runtime. */
async function servePage(server: ViteDevServer, request: IncomingMessage, response: ServerResponse) {
  const headers = new Headers({ [asRendered]: '1' })
  for (const name of forwarded) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  const rendered = await fetch(new URL(request.url ?? '/', originOf(server)), { headers, redirect: 'manual' })
  response.statusCode = rendered.status
  for (const [name, value] of rendered.headers) {
    if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      response.setHeader(name, value)
  }
  const isPage = rendered.headers.get('content-type')?.startsWith('text/html')
  response.end(isPage ? withIslandRuntime(await rendered.text()) : Buffer.from(await rendered.arrayBuffer()))
}
