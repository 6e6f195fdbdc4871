import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/lib/paths'

export default {
  // Every page the site has for everyone is pre-rendered to a static file; the server renders the
  // pages that depend on a request with the same routes (decision 031).
  ssr: true,
  prerender: prerenderPaths,
  // BUILD_DIR lets several builds (tests, benchmarks) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
} satisfies Config
