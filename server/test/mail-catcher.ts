import { createServer } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CatcherOptions {
  /** Listen on this port (to bring a "down" mail server back up on the address the site knows). */
  port?: number
  /** Require this login; any other is refused with 535. */
  login?: { user: string; pass: string }
  /** Take the message but never answer it, as a mail server that hangs. */
  stall?: boolean
  /** Offer STARTTLS with this certificate, as most relays do. */
  startTls?: { key: Buffer; cert: Buffer }
}

export interface CaughtMail extends ParsedMail {
  /** The envelope's recipients, as the site gave them to the server. */
  envelopeTo: string[]
}

/** A port nothing listens on yet. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * A real SMTP server for the tests (the `smtp-server` package), which parses what it receives with
 * `mailparser`, as a mail client would read it.
 */
export async function startMailCatcher(options: CatcherOptions = {}) {
  const mails: CaughtMail[] = []
  /** Messages whose data arrived, answered or not (a stalled server never answers). */
  let received = 0
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    disabledCommands: [...(options.startTls ? [] : ['STARTTLS']), ...(options.login ? [] : ['AUTH'])],
    ...options.startTls,
    allowInsecureAuth: true,
    authOptional: !options.login,
    logger: false,
    // A test's end closes the server at once, even with a stalled delivery still connected.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      const { login } = options
      if (login && auth.username === login.user && auth.password === login.pass)
        return callback(null, { user: login.user })
      const refused = Object.assign(new Error('Invalid username or password'), { responseCode: 535 })
      return callback(refused)
    },
    onData(stream, session, callback) {
      received++
      if (options.stall) {
        stream.resume()
        return
      }
      simpleParser(stream).then(
        (mail) => {
          mails.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
          waiters.splice(0).forEach((wake) => wake())
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  // A sender killed mid-delivery (what the crash tests do) resets its connection: the server
  // reports it as an error event, which is the test's intent, not a failure of the catcher.
  server.on('error', () => {})
  const port = options.port ?? (await freePort())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    url: options.login
      ? `smtp://${options.login.user}:${options.login.pass}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    mails,
    received: () => received,
    /** Resolves once `count` mails have arrived; fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${mails.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
      return mails
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>
