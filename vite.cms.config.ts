import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'

const buildDir = process.env.BUILD_DIR || 'build'
/** Where the content editor's files are served from: under /cms/assets/, cached as every hashed asset. */
const base = '/cms/'

/**
 * Writes `cms.json` beside the client folder: the editor's entry script and styles, which the
 * server's /cms page names (server/cms/page.ts). Outside the client folder, so no page weight or
 * size budget counts the editor, and no visitor fetches it.
 */
function cmsManifest(): Plugin {
  return {
    name: 'cms-manifest',
    writeBundle(options, bundle) {
      const items = Object.values(bundle)
      const entry = items.find((item) => item.type === 'chunk' && item.isEntry)
      const styles = items
        .filter((item) => item.fileName.endsWith('.css'))
        .map((item) => `${base}${item.fileName}`)
      if (!entry) throw new Error('cms: the build made no entry script')
      writeFileSync(
        path.join(options.dir ?? path.join(buildDir, 'client', 'cms'), '..', '..', 'cms.json'),
        JSON.stringify({ script: `${base}${entry.fileName}`, styles }, null, 2),
      )
    },
  }
}

/**
 * The content editor's own build (decision 042): Decap CMS and React 19 from npm, into
 * `<build>/client/cms/assets/`, apart from the pages' and the islands' bundles. scripts/build.mjs
 * runs it after the pages.
 */
export default defineConfig({
  base,
  plugins: [cmsManifest()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(buildDir, 'client', 'cms'),
    emptyOutDir: true,
    // One editor for the staff, loaded whole: splitting it would only add requests.
    chunkSizeWarningLimit: 10_000,
    rollupOptions: { input: 'app/cms/main.ts' },
  },
})
