// `npm start`, or `node scripts/start.mjs` as one process under a service manager: builds when the
// build is not current (never with NODE_ENV=production), then runs the server in this same process.
import path from 'node:path'
import { buildDir, ensureBuild, serverEntry } from './ensure-build.mjs'

ensureBuild()
process.env.CLIENT_DIR ||= path.join(buildDir, 'client')
// React's production build: the inbox renders its pages on every request, twice as fast as the development one.
process.env.NODE_ENV ||= 'production'
await import(serverEntry)
