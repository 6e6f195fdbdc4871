// Builds the site when the build is missing or older than the sources it comes from.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
const stamp = path.join(buildDir, '.built-at')
const sources = [
  'app',
  'server',
  'public',
  'scripts',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'react-router.config.ts',
]

function newestChange(target) {
  const full = path.join(root, target)
  if (!existsSync(full)) return 0
  const stats = statSync(full)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(target, name))))
}

export function ensureBuild() {
  const stale = !existsSync(stamp) || Math.max(...sources.map(newestChange)) > statSync(stamp).mtimeMs
  if (!stale) return
  console.log('Building the site (the build is missing or older than the sources)...')
  execFileSync('node', [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
}
