// Builds the site: the pre-rendered client, the compiled server, and compressed copies of assets.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { tsImport } from 'tsx/esm/api'
import { loadEnv } from 'vite'
import { runContentStep } from './content-step.mjs'
import { currentInputs, manifestFile } from './ensure-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
// The content first: every part below (the settings' checks, the pages, the server) reads its data,
// and a wrong file stops the build here with its problems.
if (!runContentStep()) process.exit(1)
const { EnvError, readBuildEnv } = await tsImport('../server/env.ts', import.meta.url)
const { pressKit } = await tsImport('../app/lib/press-kit.ts', import.meta.url)
const { pressKitFileVariable } = await tsImport('../app/lib/press-kit.server.ts', import.meta.url)
const { lineSheetsDirVariable } = await tsImport('../app/lib/line-sheets.server.ts', import.meta.url)
const { islandChunksVariable } = await tsImport('../vite.islands.config.ts', import.meta.url)
const { builtPhotosVariable } = await tsImport('./photos/vite-plugin.ts', import.meta.url)

/** The build's settings from where Vite finds them (the environment first, then .env files), checked once. */
function readSettingsOrExit() {
  try {
    return readBuildEnv({ ...loadEnv('production', root, 'VITE_'), ...process.env }, root)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`Invalid setting: ${error.message}`)
    process.exit(1)
  }
}
const settings = readSettingsOrExit()
const buildDir = settings.buildDir
const clientDir = path.join(buildDir, 'client')
// Vite writes exactly the checked settings into the pages and the islands as `import.meta.env` (a
// blank one counts as unset, as everywhere), and esbuild the same into the server below.
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_'))),
  ...settings.inlined,
}

// Taken before anything is built: a source edited during the build makes the next start build again.
const inputs = currentInputs()

// A clean start: no page or chunk of an earlier build survives into this one.
rmSync(buildDir, { recursive: true, force: true })
/**
 * Compiles a TypeScript entry for Node; app/ modules resolve through the same `~` alias as the app,
 * and read the same settings the pages were built with, so the server's policy allows the form
 * endpoints the pages post to.
 */
const compile = (entry, outfile) =>
  build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '~': path.join(root, 'app') },
    define: { 'import.meta.env': JSON.stringify(settings.inlined) },
    logLevel: 'warning',
  })

// The press kit first: the press page names its size, so it exists before the pages are rendered,
// outside the build folder, which React Router empties as it starts.
const handOffDir = mkdtempSync(path.join(tmpdir(), 'build-steps-'))
/**
 * Runs a step of the build written in TypeScript, compiled into the build folder, where its
 * packages resolve (React Router's start removes it), with the build's settings.
 */
async function runStep(entry, ...args) {
  const compiled = path.join(buildDir, `${path.basename(path.dirname(entry))}.mjs`)
  await compile(entry, compiled)
  execFileSync('node', [compiled, ...args], { cwd: root, env, stdio: 'inherit' })
}
const pressKitFile = path.join(handOffDir, pressKit.path.slice(1))
await runStep('scripts/press-kit/build.ts', pressKitFile)
env[pressKitFileVariable] = pressKitFile
// The photos the checked content sets, encoded (or taken from the cache) before the pages that show
// them; a file that is no image stops the build with its data file and field (scripts/photos/build.ts).
const photosDir = path.join(handOffDir, 'photos')
await compile('scripts/photos/build.ts', path.join(buildDir, 'photos.mjs'))
try {
  execFileSync('node', [path.join(buildDir, 'photos.mjs'), photosDir], { cwd: root, env, stdio: 'inherit' })
} catch {
  // The step said what is wrong; a stack trace of the build script would bury it.
  rmSync(handOffDir, { recursive: true, force: true })
  process.exit(1)
}
env[builtPhotosVariable] = path.join(photosDir, 'photos.json')
// The line sheets after the photos, whose step has told of any file that is no image: each
// category page and the press page name their sizes, so they too come before the pages.
const lineSheetsDir = path.join(handOffDir, 'line-sheets')
await runStep('scripts/line-sheets/build.ts', lineSheetsDir)
env[lineSheetsDirVariable] = lineSheetsDir
// The islands' browser code before the pages, which list its chunks (app/islands/scripts.tsx), and
// beside the press kit for the same reason.
const islandsDir = path.join(handOffDir, 'islands')
execFileSync(
  'npx',
  ['vite', 'build', '--config', 'vite.islands.config.ts', '--outDir', path.join(islandsDir, 'client')],
  { cwd: root, env, stdio: 'inherit' },
)
env[islandChunksVariable] = path.join(islandsDir, 'islands.json')
// React Router renders every page to HTML: the static ones now, the ones that depend on a request
// (a buyer's status page) from its server build, which the server loads (decision 031). Its own
// browser code is not used (decision 006): the pages carry no router, and the islands' files take
// the place of its scripts.
execFileSync('npx', ['react-router', 'build'], { cwd: root, env, stdio: 'inherit' })
// An install for production has only the dependencies (docs/deploy.md): the server build carries
// in itself the development packages its pages use (icons, translations, menus).
const serverBuild = path.join(buildDir, 'server', 'index.js')
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
await build({
  entryPoints: [serverBuild],
  outfile: serverBuild,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  // The CommonJS packages bundled in load the external ones (React) with `require`.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
rmSync(path.join(clientDir, 'assets'), { recursive: true, force: true })
cpSync(path.join(islandsDir, 'client'), clientDir, { recursive: true })
cpSync(path.join(islandsDir, 'islands.json'), path.join(buildDir, 'islands.json'))
// The photos' files, named by their hash, are served from /media/ for a year (server/app.ts).
if (existsSync(path.join(photosDir, 'media')))
  cpSync(path.join(photosDir, 'media'), path.join(clientDir, 'media'), { recursive: true })
// React Router's navigation data goes too: the pages carry no router to read it.
for (const file of files(clientDir)) if (file.endsWith('.data')) rmSync(file)
// The content editor's own bundle (decision 042) under /cms/assets/, apart from the pages' and the
// islands' files; its manifest goes beside the client folder, where no page weight counts it.
execFileSync(
  'npx',
  ['vite', 'build', '--config', 'vite.cms.config.ts', '--outDir', path.join(clientDir, 'cms')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
)

await compile('server/index.ts', path.join(buildDir, 'server-app/index.js'))
const extras = path.join(buildDir, 'build-extras.mjs')
await compile('scripts/build-extras.ts', extras)
execFileSync('node', [extras, clientDir], { cwd: root, env, stdio: 'inherit' })
rmSync(handOffDir, { recursive: true, force: true })

// Text files, pages included, are compressed once here; the server sends the copies.
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}
for (const file of files(clientDir)) {
  if (!compressible.test(file) || statSync(file).size < 512) continue
  const content = readFileSync(file)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
}

// Written last, so a build cut short has none and counts as missing. `npm start` compares it with
// the checkout (scripts/ensure-build.mjs).
writeFileSync(manifestFile, `${JSON.stringify({ ...inputs, builtAt: new Date().toISOString() }, null, 2)}\n`)
