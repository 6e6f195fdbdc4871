// The content editor's local backend: decap-server, which reads and writes the files of a folder
// for the editor at /cms (docs/content.md). Shared by `npm run cms` and the editor's browser test.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Starts decap-server on `port`, on the loopback interface only: whoever reaches it can write the
 * folder, so no other machine may. It writes files in place (`fs` mode, no commits): a person
 * commits the edits as any other change. `.env` of the folder it starts in is not read for its
 * settings: each is given here.
 */
export function startLocalBackend({ port, folder, stdio = 'inherit' }) {
  return spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: folder,
      LOG_LEVEL: 'warn',
    },
    stdio,
  })
}
