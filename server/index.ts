import { buildApp } from './app'
import { EnvError, readEnv } from './env'
import { storeProblem } from './store/open'

function readEnvOrExit() {
  try {
    return readEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    // One line naming the variable, and a stop: a server running on a wrong setting loses mail.
    console.error(`Invalid setting: ${error.message}`)
    process.exit(1)
  }
}

const env = readEnvOrExit()
const app = await buildApp(env, { logger: true }).catch((error: unknown) => {
  // A database down, a wrong password, a missing database: one line, the password never in it.
  const problem = storeProblem(error, env.store)
  if (!problem) throw error
  console.error(problem)
  process.exit(1)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`)
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

await app.listen({ port: env.port, host: env.host })
if (!env.mail.smtpUrl) app.log.info(`SMTP_URL is not set: mails are written to ${env.dataDir}/mail/outbox`)
