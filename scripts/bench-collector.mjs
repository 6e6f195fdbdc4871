// What the collector's benches share: a real SMTP server in the bench's own process, and the wait
// for a built server to answer its health check.
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * The mail server: takes every message and counts it. `onMessage` (optional) gets each message's
 * header section and its envelope's recipients, once its data has arrived whole (the final dot),
 * which is before the sender reads the server's "250": a sender killed in between sends it again.
 */
export async function startMailServer({ onMessage } = {}) {
  let delivered = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk) => {
        // Only the headers are kept: they end at the first blank line.
        if (onMessage && !head.includes('\r\n\r\n')) head += chunk.toString('latin1')
      })
      // A message cut off by its sender's death is not counted: that sender never got its "250".
      stream.on('error', () => {})
      stream.on('end', () => {
        delivered++
        onMessage?.({
          headers: head.split('\r\n\r\n')[0],
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        })
        callback()
      })
    },
  })
  server.on('error', (error) => {
    // A sender killed mid-session resets its connection: what the scale bench does on purpose.
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`Mail server: ${error.message}`)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: server.server.address().port, delivered: () => delivered, close: () => server.close() }
}

/** Resolves once `base`'s /healthz answers 200; fails when `child` exits first, or after 30 s. */
export async function waitForServer(base, child) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}`)
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not start within 30 s')
}

/** A port nothing listens on yet, on loopback. */
export async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** An enquiry as the contact form sends it, every field filled, from `name` at `email`. */
export const benchEnquiry = (name, email) => ({
  name,
  email,
  company: 'Riverside FC',
  phone: '+44 20 7946 0111',
  country: 'United Kingdom',
  city: 'Leeds',
  position: 'Kit manager',
  productType: 'sportswear',
  quantity: '500-1000',
  message: '300 home shirts, sublimated, delivered by August.',
})
