import { configDefaults, defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import { preactAliases } from './vite.islands.config'

/** What the browser renders: the islands' runtime and the components islands are made of. */
const browserRendered = ['app/components/**/*.test.tsx', 'app/islands/*.test.{ts,tsx}']
/** Tests of what React renders even so: the island marker is written by the pre-render, at build time. */
const reactRendered = ['app/islands/island.test.tsx']

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // The machines running CI are small and shared; a slow run is not a failure.
    testTimeout: 20_000,
    // Hooks too: opening a PGlite store (WebAssembly, then the migrations) is a hook's work.
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          include: [
            'app/!(components|islands)/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            ...reactRendered,
          ],
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
            // The server some of these tests start hashes passwords natively: not the package's
            // WebAssembly build for browsers, which the conditions above would pick.
            { find: /^@node-rs\/argon2$/, replacement: '@node-rs/argon2/index.js' },
          ],
        },
        test: {
          name: 'preact',
          include: browserRendered,
          exclude: [...configDefaults.exclude, ...reactRendered],
          environment: 'jsdom',
          // Libraries that import React are bundled through the aliases rather than loaded by Node.
          server: {
            deps: {
              inline: [/radix-ui/, /@radix-ui\//, /react-i18next/, /lucide-react/, /@testing-library\/react/],
            },
          },
        },
      },
    ],
  },
})
