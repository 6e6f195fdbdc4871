import { buildApp } from './app'
import { readConfig } from './config'

const config = readConfig()
const app = await buildApp({ ...config, logger: true })

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`)
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

await app.listen({ port: config.port, host: config.host })
