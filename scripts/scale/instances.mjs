// Collector instances as `npm start` runs them (scripts/start.mjs on the build), each the leader of
// its own process group, so that a `kill -9` of the group takes the whole instance down at once,
// the way a machine or a container dies.
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'
import { waitForServer } from '../bench-collector.mjs'
import { root } from '../ensure-build.mjs'

/** Starts one instance on `port` with `env` added; its output goes to `logFile`. Resolves once it is healthy. */
export async function startInstance({ name, port, env, logFile }) {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      SITE_URL: `http://127.0.0.1:${port}`,
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    detached: true,
    stdio: ['ignore', log, log],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const group = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group is gone already.
    }
  }
  const instance = {
    name,
    port,
    pid: child.pid,
    kill9: async () => {
      group('SIGKILL')
      await exited
    },
    /** A clean stop: SIGTERM, then SIGKILL for whatever is left after 10 s. */
    stop: async () => {
      group('SIGTERM')
      const timer = setTimeout(() => group('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
  try {
    await waitForServer(`http://127.0.0.1:${port}`, child)
  } catch (error) {
    await instance.kill9()
    throw new Error(`${name}: ${error.message} (its log: ${logFile})`)
  }
  return instance
}
