// `npm start`, or `node scripts/start.mjs` as one process under a service manager: builds when the
// build is not current (never with NODE_ENV=production), then runs the server in this same process.
import path from 'node:path'
import { buildDir, ensureBuild, serverEntry } from './ensure-build.mjs'

ensureBuild()
process.env.CLIENT_DIR ||= path.join(buildDir, 'client')
// The quick start on one machine, with nothing set: the links in mails point at this machine. A
// production start sets NODE_ENV=production itself, and then the server requires SITE_URL.
if (!process.env.NODE_ENV && !process.env.SITE_URL)
  process.env.SITE_URL = `http://localhost:${process.env.PORT || 3000}`
// React's production build: the inbox renders its pages on every request, twice as fast as the development one.
process.env.NODE_ENV ||= 'production'
await import(serverEntry)
