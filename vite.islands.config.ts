import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { virtualModule } from './scripts/virtual-module'

const buildDir = process.env.BUILD_DIR || 'build'

/** Where the islands' own Vite server answers in development, beside the pages (scripts/dev-islands.ts). */
export const islandsBase = '/@islands/'

/**
 * Names the built islands' manifest to the pages' build: a hand-off between the build's own steps
 * (scripts/build.mjs builds the islands first), never set by a person.
 */
export const islandChunksVariable = 'BUILD_ISLAND_CHUNKS'

/**
 * Writes `islands.json` beside the islands' output: for the runtime and for each island part, every
 * chunk it runs. The pages read it as `virtual:island-chunks` (`islandChunksModule`) and list exactly
 * their islands' chunks (app/islands/scripts.tsx), which scripts/page-weight.mjs counts.
 */
function islandChunks(): Plugin {
  return {
    name: 'island-chunks',
    writeBundle(options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
      )
      const closure = (file: string, seen = new Set<string>()): string[] => {
        if (seen.has(file)) return []
        seen.add(file)
        return [`/${file}`, ...(chunks.get(file)?.imports ?? []).flatMap((child) => closure(child, seen))]
      }
      const parts: Record<string, string[]> = {}
      // The runtime is the entry and the renderer it imports with the first island (mount.tsx).
      const runtime: string[] = []
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) runtime.unshift(...closure(chunk.fileName))
        if (chunk.moduleIds.some((id) => id.endsWith('/app/islands/mount.tsx'))) {
          runtime.push(...closure(chunk.fileName))
        }
        for (const id of chunk.moduleIds) {
          const part = id.match(/\/app\/islands\/parts\/([^/]+)\.tsx$/)?.[1]
          if (part) parts[part] = closure(chunk.fileName)
        }
      }
      writeFileSync(
        path.join(options.dir ?? path.join(buildDir, 'client'), '..', 'islands.json'),
        JSON.stringify({ runtime: [...new Set(runtime)], parts }, null, 2),
      )
    },
  }
}

/**
 * `virtual:island-chunks` for the pages (app/islands/scripts.tsx), read as the pages are bundled, so
 * the pre-rendered pages and those rendered per request list the same files. In a build: the
 * islands' manifest, built before the pages. In development (and the unit tests): the runtime and
 * the parts from source, served by the islands' own Vite server, and its client, which reloads the
 * page on a change.
 */
export function islandChunksModule(): Plugin {
  return virtualModule('island-chunks', (command) => {
    if (command === 'serve') {
      const names = readdirSync('app/islands/parts').map((file) => path.parse(file).name)
      const chunks = {
        runtime: [`${islandsBase}app/islands/client.tsx`],
        parts: Object.fromEntries(names.map((name) => [name, []])),
      }
      return `export default ${JSON.stringify(chunks)}\nexport const reloader = ${JSON.stringify(`${islandsBase}@vite/client`)}`
    }
    const file = process.env[islandChunksVariable]
    if (!file) throw new Error('islands: the pages are built after the islands: run "npm run build"')
    return `export default ${readFileSync(file, 'utf8')}\nexport const reloader = undefined`
  })
}

/**
 * Preact's React-compatible layer stands in for React in the browser: a tenth of the weight, and
 * what the islands use (hooks, context, lazy, portals, `ref` as a prop as in React 19: Preact 11)
 * it has. The pre-render stays React (decision 006); the unit tests of what the browser renders
 * run under these same aliases (vitest.config.ts).
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
]

/**
 * The browser's code: the island runtime and each island's part, split so a page fetches only the
 * islands it has (decision 006). scripts/build.mjs runs it before `react-router build`, whose pages
 * list its chunks, and puts its files beside the pre-rendered pages.
 */
export default defineConfig({
  plugins: [tsconfigPaths(), islandChunks()],
  resolve: { alias: preactAliases },
  publicDir: false,
  build: {
    outDir: path.join(buildDir, 'client'),
    emptyOutDir: false,
    // Pages list every chunk they may need and the runtime prefetches them at the visitor's first
    // sign of life (app/islands/client.tsx), so Vite's own preloading helper would only add weight.
    modulePreload: false,
    rollupOptions: { input: 'app/islands/client.tsx' },
  },
})
