import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { configDefaults, defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import { runContentStep } from './scripts/content-step.mjs'
import { builtPhotosModule } from './scripts/photos/vite-plugin'
import { islandChunksModule, preactAliases } from './vite.islands.config'

// The tests read the content as the pages do, made afresh from content/ (scripts/content.ts).
if (!runContentStep())
  throw new Error('The content has problems (listed above); fix them before the tests run.')

/**
 * Every component the island parts import, as paths from the root: what the browser renders.
 * Found by bundling the parts without writing anything, so a component that joins or leaves an
 * island changes renderer in its tests too.
 */
function browserComponents() {
  const parts = readdirSync('app/islands/parts').map((file) => `app/islands/parts/${file}`)
  const { metafile } = buildSync({
    entryPoints: parts,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'islands-dry-run',
    format: 'esm',
    packages: 'external',
    alias: { '~': path.resolve('app') },
    loader: { '.css': 'empty' },
    logLevel: 'error',
  })
  return Object.keys(metafile.inputs).filter((file) => file.startsWith('app/components/'))
}

/**
 * Tests of what the browser renders, which run under Preact: the island runtime's (not the
 * marker's, which the pre-render writes), and each test beside a component an island imports. The
 * rest run under React, as the pre-render renders them.
 */
const browserRendered = [
  'app/islands/!(island).test.{ts,tsx}',
  ...browserComponents().flatMap((file) => {
    const test = file.replace(/\.tsx?$/, '.test.tsx')
    return existsSync(test) ? [test] : []
  }),
]

export default defineConfig({
  // The root imports the islands' manifest; the tests get the one from source, as development does.
  plugins: [tsconfigPaths(), islandChunksModule(), builtPhotosModule()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // The machines running CI are small and shared; a slow run is not a failure.
    testTimeout: 20_000,
    // Setting up is as slow there: PGlite starts (compiles its WebAssembly) in a test's first hook.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          include: ['{app,server,scripts,tests/contract}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...browserRendered],
          environment: 'node',
        },
      },
      {
        extends: true,
        // The renderer the browser uses (decision 006): what passes here renders so on the page.
        resolve: {
          // ES module builds, as the islands' bundler picks them, so their imports meet the aliases.
          conditions: ['module', 'browser', 'import', 'default'],
          mainFields: ['module', 'browser', 'main'],
          alias: [
            ...preactAliases,
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            // React's own shim, which react-i18next loads with `require`; Preact has the hook.
            { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
          ],
        },
        test: {
          name: 'preact',
          include: browserRendered,
          environment: 'jsdom',
          // Libraries that import React are bundled through the aliases rather than loaded by Node.
          server: {
            deps: {
              inline: [/react-i18next/, /lucide-react/, /@testing-library\/react/],
            },
          },
        },
      },
    ],
  },
})
