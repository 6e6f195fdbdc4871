import path from 'node:path'
import { createServer, type Plugin } from 'vite'
import { islandsBase } from '../vite.islands.config'

/**
 * `npm run dev` runs the island runtime as the build does (decisions 006 and 011): React Router
 * renders each page on request as the pre-render would, and the page lists the runtime and its
 * client in place of React Router's browser code (app/islands/scripts.tsx), served from source by
 * a second Vite server on the islands' own config (vite.islands.config.ts: Preact for React), so
 * what works here works in production.
 */
export function islandsInDevelopment(): Plugin {
  return {
    name: 'islands-in-development',
    apply: 'serve',
    async configureServer(server) {
      const islands = await createServer({
        configFile: path.resolve('vite.islands.config.ts'),
        base: islandsBase,
        appType: 'custom',
        // Its own dependency cache: the pages' server optimizes React's, and one folder for both
        // left the islands asking for files the other had replaced (504 Outdated Optimize Dep).
        cacheDir: 'node_modules/.vite/islands',
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
    },
  }
}
