import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect } from '@playwright/test'
import { freePort } from '../../server/test/mail-catcher'

/** The build the tests run against, as `npm run test:e2e` made it. */
export const buildDir = path.resolve(process.env.BUILD_DIR || 'build')

/** What an address answers with: its status, or 0 while nothing listens. */
export const statusOf = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (response) => response.status,
    () => 0,
  )

/**
 * Starts the built site as production runs it, on a free port of this machine, with `env` added to
 * its settings (its own data folder among them), and waits until `ready` (a path) answers 200. For a
 * test that needs settings the shared test server does not have: a mail server, retention periods,
 * a CMS backend. `stop` ends it.
 */
export async function startBuiltSite(
  env: Record<string, string>,
  { build = buildDir, ready = '/' }: { build?: string; ready?: string } = {},
) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [path.join(build, 'server-app/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(build, 'client'),
      SITE_URL: origin,
      ...env,
    },
    stdio: 'ignore',
  })
  const stop = () => child.kill('SIGTERM')
  try {
    await expect.poll(() => statusOf(`${origin}${ready}`), { timeout: 60_000 }).toBe(200)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}
