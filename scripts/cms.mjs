// `npm run cms`: edits the content of this checkout through the editor at /cms. Starts the local
// backend (decap-server) and the site, both on this machine only, and stops both together.
import { spawn } from 'node:child_process'
import { root } from './ensure-build.mjs'
import { startLocalBackend } from './local-backend.mjs'

const port = Number(process.env.CMS_LOCAL_BACKEND_PORT || 8081)
const sitePort = Number(process.env.PORT || 3000)
const backend = startLocalBackend({ port, folder: root })
// The site as `npm start` runs it, on loopback, saving through the local backend whatever git
// backend the environment names (an empty setting counts as unset).
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(sitePort),
    CMS_BACKEND: '',
    CMS_LOCAL_BACKEND_PORT: String(port),
  },
  stdio: 'inherit',
})
console.log(
  `Content editor: http://localhost:${sitePort}/cms (saves into content/ of this checkout; rebuild with "npm run build" or restart to see the pages change)`,
)

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of [site, backend]) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of [site, backend]) child.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
