// Serves the production build for the benchmarks, on loopback with a throwaway leads database.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildDir } from './ensure-build.mjs'

/** Starts the built server on `port` and resolves once it answers; `stop()` ends it. */
export async function serveBuild(port, clientDir) {
  const server = spawn('node', [path.join(buildDir, 'server-app/index.js')], {
    env: {
      ...process.env,
      // As `npm start` runs it: React's production build renders the pages answered per request
      // (a form's thank-you page, the status page) about twice as fast as its development one.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: clientDir,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    },
    stdio: 'ignore',
  })
  // A busy machine starts the server slowly (over 20 s at a load of 25 on two cores): given up on
  // only after two minutes.
  const giveUpAt = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break
    } catch {
      if (Date.now() > giveUpAt) {
        // Not left running behind a bench that gives up.
        server.kill()
        throw new Error('the server did not start')
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { stop: () => server.kill() }
}
