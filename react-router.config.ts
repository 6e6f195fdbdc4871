import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/lib/paths'

export default {
  // Every page is pre-rendered to static HTML; there is no server rendering at request time.
  ssr: false,
  prerender: prerenderPaths,
  // BUILD_DIR lets several builds (tests, benchmarks) live side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
} satisfies Config
