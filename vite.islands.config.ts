import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

const buildDir = process.env.BUILD_DIR || 'build'

/**
 * Writes `islands.json` beside the client build: for the runtime and for each island part, every
 * chunk it runs. scripts/islands-in-pages.mjs gives each page exactly its islands' chunks, and
 * scripts/page-weight.mjs counts them.
 */
function islandChunks(): Plugin {
  return {
    name: 'island-chunks',
    writeBundle(_, bundle) {
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
        path.join(buildDir, 'islands.json'),
        JSON.stringify({ runtime: [...new Set(runtime)], parts }, null, 2),
      )
    },
  }
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
 * islands it has (decision 006). Written beside the pre-rendered pages; scripts/build.mjs runs it
 * after `react-router build` and then points each page at it.
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
