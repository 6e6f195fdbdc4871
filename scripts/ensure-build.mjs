// What a build was made from, and whether the build on disk is still current.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
/** Written last by the build: a build without it is incomplete. */
export const manifestFile = path.join(buildDir, 'manifest.json')
/** The entry `scripts/start.mjs` runs. */
export const serverEntry = path.join(buildDir, 'server-app/index.js')
const sources = [
  'app',
  'content',
  'server',
  'public',
  'scripts',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'vite.cms.config.ts',
  'react-router.config.ts',
]
/** Where the build finds `VITE_*` settings besides the environment (Vite's files for production). */
const settingsFiles = ['.env', '.env.local', '.env.production', '.env.production.local']

/** Every file under `target`, in a fixed order, as paths from the root. */
function filesOf(target) {
  const full = path.join(root, target)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [target]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(target, name)))
}

const digest = (parts) => {
  const hash = createHash('sha256')
  // Each part with its length first, so no two different lists run together into the same bytes.
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part)
  return hash.digest('hex')
}

/**
 * What a build made now would be made from: the contents of the sources (dates play no part, so a
 * build copied onto a fresh checkout of the same commit is current), and the `VITE_*` settings it
 * would write into the pages. Only hashes: no setting's value is kept.
 */
export function currentInputs(env = process.env) {
  const files = sources.flatMap(filesOf)
  const given = Object.entries(env)
    .filter(([name, value]) => name.startsWith('VITE_') && value)
    .sort(([a], [b]) => a.localeCompare(b))
  return {
    sources: digest(files.flatMap((file) => [file, readFileSync(path.join(root, file), 'latin1')])),
    settings: digest([
      ...given.flat(),
      ...settingsFiles.flatMap((file) =>
        existsSync(path.join(root, file)) ? [file, readFileSync(path.join(root, file), 'latin1')] : [],
      ),
    ]),
  }
}

/** The inputs the build on disk was made from, or undefined when there is no complete build. */
export function builtInputs() {
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return undefined
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'))
  } catch {
    return undefined
  }
}

/** Why the build on disk is not what a build made now would be; undefined when it is current. */
export function staleness() {
  const built = builtInputs()
  if (!built) return 'the build is missing'
  const now = currentInputs()
  if (built.sources !== now.sources) return 'the sources changed since the build'
  if (built.settings !== now.settings) return 'the VITE_* settings changed since the build'
  return undefined
}

/** Whether the build tools (dev dependencies) are installed. */
function canBuild() {
  try {
    import.meta.resolve('vite')
    return true
  } catch {
    return false
  }
}

/**
 * Builds the site when the build is missing or was made from other sources or settings. With
 * NODE_ENV=production nothing is ever built: a server may lack the build tools (an install without
 * dev dependencies), and a build copied in is what it is to serve; a missing build ends the start
 * with one line saying what to do.
 */
export function ensureBuild() {
  if (process.env.NODE_ENV === 'production') {
    if (builtInputs()) return
    console.error(
      `No build at ${buildDir}: run "npm run build" (it needs the dev dependencies), or copy a build made elsewhere into that folder.`,
    )
    process.exit(1)
  }
  const reason = staleness()
  if (!reason) return
  if (!canBuild()) {
    console.error(
      `Cannot build the site (${reason}): the build tools are not installed. Run "npm ci" with the dev dependencies and start again, or start with NODE_ENV=production to serve the build as it is.`,
    )
    process.exit(1)
  }
  console.log(`Building the site (${reason})...`)
  execFileSync('node', [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
}
