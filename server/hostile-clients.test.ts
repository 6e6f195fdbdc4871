import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import type { TimeLimits } from './forms/time-limits'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { multipartBody, pngFile } from './test/artwork'
import { longestStallMs, stallCeilingMs } from './test/event-loop'
import { testEnv } from './test/env'
import { sampleEnquiry, sampleQuote } from './test/samples'
import { waitUntil } from './test/wait'

let app: FastifyInstance
let dataDir: string

async function listening(limits?: TimeLimits) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-'))
  app = await buildApp(testEnv({ DATA_DIR: dataDir }), { limits })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
}

afterEach(async () => {
  await app.close()
})

const storedLeads = () => withStore({ dataDir }, (db) => listLeads(db, { includeSpam: true }))

/** Every file under DATA_DIR/uploads, the unfinished `.part` files of the incoming folder included. */
function filesOnDisk(dir = path.join(dataDir, 'uploads')): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOnDisk(path.join(dir, entry.name)) : [entry.name],
  )
}

describe('an artwork file built to make the type check backtrack', () => {
  it('is refused at once under every name while the home page goes on answering', async () => {
    const origin = await listening()
    const hostile = Buffer.from(`${'<!---->'.repeat(585)}x`)
    const uploads: Array<{ name: string; status: number; code: string }> = []
    let homeAnswers = 0
    const stall = await longestStallMs(async () => {
      let uploading = true
      const home = (async () => {
        while (uploading || homeAnswers < 5) {
          const response = await fetch(`${origin}/`)
          expect(response.status).toBe(200)
          await response.text()
          homeAnswers++
        }
      })()
      for (const name of ['a.svg', 'a.png', 'a.pdf', 'a.eps', 'a.jpg']) {
        const { payload, headers } = multipartBody(sampleQuote, [{ filename: name, content: hostile }])
        const response = await fetch(`${origin}/api/forms/quote`, { method: 'POST', headers, body: payload })
        const answer = (await response.json()) as { errors: Array<{ code: string }> }
        uploads.push({ name, status: response.status, code: answer.errors[0]!.code })
      }
      uploading = false
      await home
    })
    expect(uploads).toEqual(
      ['a.svg', 'a.png', 'a.pdf', 'a.eps', 'a.jpg'].map((name) => ({
        name,
        status: 415,
        code: 'FILE_TYPE_MISMATCH',
      })),
    )
    expect(homeAnswers).toBeGreaterThanOrEqual(5)
    expect(stall).toBeLessThan(stallCeilingMs)
    expect(await storedLeads()).toEqual([])
  })
})

/** Small time limits, so a trickling client meets them within a test. */
const quick: TimeLimits = {
  uploadIdleMs: 5_000,
  uploadGraceMs: 500,
  uploadMinBytesPerSecond: 4_000,
  uploadTotalMs: 4_000,
  postMs: 1_500,
  requestMs: 60_000,
  connectionIdleMs: 30_000,
}

interface Trickle {
  /** Everything the server answered. */
  answer: () => string
  /** Whether the server closed the connection. */
  closed: () => boolean
  stop: () => void
}

/**
 * A client on a raw socket that sends `head` at once, then `body` `bytes` at a time every
 * `everyMs`, for as long as the server lets it.
 */
function trickle(origin: string, head: string, body: Buffer, bytes: number, everyMs: number): Trickle {
  const { port } = new URL(origin)
  const socket = connect(Number(port), '127.0.0.1')
  let answer = ''
  let closed = false
  let at = 0
  socket.on('data', (chunk) => (answer += chunk.toString()))
  socket.on('error', () => undefined)
  socket.on('close', () => {
    closed = true
    clearInterval(timer)
  })
  socket.write(head)
  const timer = setInterval(() => {
    if (at >= body.length || socket.destroyed) return clearInterval(timer)
    socket.write(body.subarray(at, at + bytes))
    at += bytes
  }, everyMs)
  return {
    answer: () => answer,
    closed: () => closed,
    stop: () => {
      clearInterval(timer)
      socket.destroy()
    },
  }
}

const requestHead = (type: string, length: number) =>
  `POST /api/forms/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
  `Content-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`

describe('a client that trickles its post', () => {
  it('is cut off when its upload falls below the minimum rate, and its file is removed', async () => {
    const origin = await listening(quick)
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10, 100_000) },
    ])
    // The fields at once, then 20 bytes every 50 ms: 400 bytes a second.
    const fields = payload.indexOf('filename=') + 200
    const client = trickle(
      origin,
      requestHead(headers['content-type'], payload.length) + payload.subarray(0, fields).toString('latin1'),
      payload.subarray(fields),
      20,
      50,
    )
    try {
      await waitUntil('the server to close the connection', client.closed)
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /)
      expect(client.answer()).toContain('"TOO_SLOW"')
      expect(client.answer().toLowerCase()).toContain('connection: close')
      await waitUntil('the unfinished file to be removed', () => filesOnDisk().length === 0)
    } finally {
      client.stop()
    }
    expect(await storedLeads()).toEqual([])
  })

  it('is cut off past the total time of an upload, however fast it sends', async () => {
    const origin = await listening(quick)
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10, 400_000) },
    ])
    // 2,000 bytes every 100 ms: five times the minimum rate, but 20 s for the whole body.
    const client = trickle(origin, requestHead(headers['content-type'], payload.length), payload, 2_000, 100)
    try {
      await waitUntil('the server to close the connection', client.closed)
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /)
      await waitUntil('the unfinished file to be removed', () => filesOnDisk().length === 0)
    } finally {
      client.stop()
    }
  })

  it('is cut off when a post without files has not arrived whole in time', async () => {
    const origin = await listening(quick)
    const body = Buffer.from(JSON.stringify(sampleEnquiry))
    for (const [type, bytes] of [
      ['application/json', body],
      ['application/x-www-form-urlencoded', Buffer.from(new URLSearchParams(sampleEnquiry).toString())],
    ] as const) {
      // Ten bytes every 200 ms: a few hundred bytes take longer than a post may.
      const client = trickle(
        origin,
        requestHead(type, bytes.length).replace('quote', 'contact'),
        bytes,
        10,
        200,
      )
      try {
        await waitUntil(`the server to close the ${type} connection`, client.closed)
        expect(client.answer(), type).toMatch(/^HTTP\/1\.1 408 /)
        expect(client.answer(), type).toContain('"TOO_SLOW"')
      } finally {
        client.stop()
      }
    }
    // The same post at once is taken.
    const response = await fetch(`${origin}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(200)
  })

  it('has Node end any request and any silent connection', async () => {
    await listening(quick)
    expect(app.server.requestTimeout).toBe(quick.requestMs)
    expect(app.server.timeout).toBe(quick.connectionIdleMs)
  })
})
