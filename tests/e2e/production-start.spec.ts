import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { listLeads } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { sampleEnquiry } from '../../server/test/samples'

/**
 * A server as an operator deploys it: a fresh checkout (every file dated now), the build made
 * elsewhere and copied in with its dates, and the production dependencies only. Real processes,
 * started the way docs/deploy.md gives.
 */
const root = path.resolve(import.meta.dirname, '../..')
const checkoutFiles = [
  'app',
  'content',
  'server',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'vite.cms.config.ts',
  'react-router.config.ts',
]

/** `node_modules` as `npm ci --omit=dev` leaves it: what package-lock.json does not mark dev. */
function productionModules(into: string) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>
  }
  const names = Object.entries(lock.packages)
    .filter(
      ([key, entry]) => /^node_modules\/(?!.*\/node_modules\/)/.test(key) && !entry.dev && !entry.devOptional,
    )
    .map(([key]) => key.slice('node_modules/'.length))
  for (const name of names) {
    const target = path.join(into, 'node_modules', name)
    mkdirSync(path.dirname(target), { recursive: true })
    symlinkSync(path.join(root, 'node_modules', name), target, 'dir')
  }
  return names
}

function deployment() {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-deploy-'))
  for (const file of checkoutFiles)
    cpSync(path.join(root, file), path.join(folder, file), { recursive: true })
  cpSync(path.join(root, 'build'), path.join(folder, 'build'), { recursive: true, preserveTimestamps: true })
  const modules = productionModules(folder)
  return { folder, modules }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** `node scripts/start.mjs` in `folder`: the one process a service manager runs. */
function start(folder: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: folder,
    env: { ...process.env, HOST: '127.0.0.1', FORMS_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, output: () => output }
}

async function waitForPage(url: string, server: ReturnType<typeof start>) {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`)
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: 60_000 },
    )
    .toBe(200)
}

test.describe('a production start', () => {
  test.describe.configure({ mode: 'serial' })

  test('serves a copied build with production dependencies only, and never builds', async () => {
    const { folder, modules } = deployment()
    expect(modules).not.toContain('vite')
    expect(modules).not.toContain('@react-router/dev')
    expect(existsSync(path.join(folder, 'node_modules/vite'))).toBe(false)

    // Without NODE_ENV=production the start judges the build: the manifest says it is current.
    for (const env of [{ NODE_ENV: '' }, { NODE_ENV: 'production' }]) {
      const port = await freePort()
      const dataDir = mkdtempSync(path.join(tmpdir(), 'site-deploy-data-'))
      const server = start(folder, {
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        // A production start needs the site's public address, as docs/deploy.md says.
        SITE_URL: `http://127.0.0.1:${port}`,
      })
      await waitForPage(`http://127.0.0.1:${port}/`, server)
      const home = await fetch(`http://127.0.0.1:${port}/`)
      expect(await home.text()).toContain('<html lang="en"')
      expect(server.output()).not.toContain('Building the site')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  })

  test('says what to do in one line when there is no build', async () => {
    const { folder } = deployment()
    const server = start(folder, {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      BUILD_DIR: path.join(folder, 'no-build'),
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toBe(
      `No build at ${path.join(folder, 'no-build')}: run "npm run build" (it needs the dev dependencies), or copy a build made elsewhere into that folder.\n`,
    )
  })

  test('ends on SIGTERM with every lead kept and no SQLite -wal left', async () => {
    const { folder } = deployment()
    const port = await freePort()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-deploy-data-'))
    const server = start(folder, {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
    })
    await waitForPage(`http://127.0.0.1:${port}/`, server)
    const answer = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(sampleEnquiry),
    })
    expect(answer.status).toBe(200)
    const { reference } = (await answer.json()) as { reference: string }
    // The database is open in WAL mode while the server runs.
    expect(readdirSync(dataDir).some((file) => file.endsWith('-wal'))).toBe(true)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('SIGTERM received, closing')
    expect(readdirSync(dataDir).filter((file) => file.endsWith('-wal'))).toEqual([])
    const leads = await withStore({ dataDir }, (db) => listLeads(db))
    expect(leads.map((lead) => lead.reference)).toEqual([reference])
  })
})
