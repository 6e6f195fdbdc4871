// `npm start`: builds when the build is missing or older than the sources, then serves it.
import path from 'node:path'
import { buildDir, ensureBuild } from './ensure-build.mjs'

ensureBuild()
process.env.CLIENT_DIR ||= path.join(buildDir, 'client')
// React's production build: the inbox renders its pages on every request, twice as fast as the development one.
process.env.NODE_ENV ||= 'production'
await import(path.join(buildDir, 'server-app/index.js'))
