import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { fakeClientDir } from './test/fake-client'
import { freePort, startMailCatcher } from './test/mail-catcher'
import { sampleEnquiry } from './test/samples'
import { waitUntil } from './test/wait'

/** The server as `npm start` runs it, in a process of its own that a test can kill. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, HOST: '127.0.0.1', FORMS_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  children.push(child)
  /** The log's lines (JSON), as a log shipper reads them. */
  const log = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
  return { child, exited, stderr: () => stderr, log }
}

/** Whether the site at `base` answers its health check. */
const healthy = (base: string) => () =>
  fetch(`${base}/healthz`).then(
    (response) => response.ok,
    () => false,
  )

/** Posts an enquiry as the contact form's script does, and reads its reference. */
async function sendEnquiry(base: string, enquiry: Record<string, string>) {
  const response = await fetch(`${base}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(enquiry),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { reference: string }).reference
}

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

describe('the server process', () => {
  it('stops at start with one line naming a bad setting', async () => {
    for (const [name, value, message] of [
      ['SMTP_URL', 'http://mail.example', 'Invalid setting: SMTP_URL must be an smtp:// or smtps:// URL\n'],
      [
        'MAIL_ACK_HOURLY_CAP',
        'lots',
        'Invalid setting: MAIL_ACK_HOURLY_CAP must be a whole number from 0 to 10000 (got "lots")\n',
      ],
      [
        'WEBHOOK_URL',
        'https://crm.example/hook',
        'Invalid setting: WEBHOOK_SECRET must be set when WEBHOOK_URL is, to sign what is posted there\n',
      ],
    ] as const) {
      const server = serve({ [name]: value, PORT: String(await freePort()) })
      expect(await server.exited, name).toBe(1)
      expect(server.stderr(), name).toBe(message)
    }
  }, 60_000)

  it('stops at start with one line when the database cannot be used', async () => {
    const closed = await freePort()
    const server = serve({
      DATABASE_URL: `postgres://site:secret-password@127.0.0.1:${closed}/site`,
      PORT: String(await freePort()),
      CLIENT_DIR: fakeClientDir(),
    })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toMatch(
      new RegExp(
        `^Cannot use the database \\(PostgreSQL site@127\\.0\\.0\\.1:${closed}/site\\): .*ECONNREFUSED.*\n$`,
      ),
    )
    expect(server.stderr()).not.toContain('secret-password')
  })

  it.runIf(process.env.TEST_DATABASE_URL)('stops with one line on a wrong database password', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.password = 'not-the-password'
    const server = serve({
      DATABASE_URL: url.toString(),
      PORT: String(await freePort()),
      CLIENT_DIR: fakeClientDir(),
    })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toMatch(
      /^Cannot use the database \(PostgreSQL .*\): password authentication failed .*\n$/,
    )
    expect(server.stderr()).not.toContain('not-the-password')
  })

  it('delivers after a kill -9 between the commit and the delivery', async () => {
    const port = await freePort()
    // A mail server that takes the message and never answers: the delivery is under way when the
    // site is killed.
    const hanging = await startMailCatcher({ port, stall: true })
    const env = {
      PORT: String(await freePort()),
      CLIENT_DIR: fakeClientDir(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-crash-')),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_LEASE_SECONDS: '5',
      MAIL_RETRY_BASE_SECONDS: '1',
    }
    const base = `http://127.0.0.1:${env.PORT}`
    const up = healthy(base)
    const first = serve(env)
    await waitUntil('the server', up, 30_000)
    const reference = await sendEnquiry(base, {
      name: 'Jane Smith',
      email: 'jane@club.example',
      message: '300 shirts',
    })
    await waitUntil('both mails under way', () => hanging.received() >= 2)

    first.child.kill('SIGKILL')
    await first.exited
    await hanging.close()
    const smtp = await startMailCatcher({ port })
    const second = serve(env)
    await waitUntil('the server again', up, 30_000)
    const mails = await smtp.waitFor(2, 30_000)
    await smtp.close()
    expect(mails.map((mail) => mail.subject).every((subject) => subject?.includes(reference))).toBe(true)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    const leads = await withStore({ dataDir: env.DATA_DIR }, (db) => listLeads(db))
    expect(leads.map((lead) => lead.reference)).toEqual([reference])
  }, 60_000)

  it('logs an untrusted relay certificate once at error, and each mail sent by reference and kind', async () => {
    const tls = path.resolve(import.meta.dirname, 'test/tls')
    const relay = await startMailCatcher({
      startTls: {
        key: readFileSync(path.join(tls, 'relay-key.pem')),
        cert: readFileSync(path.join(tls, 'relay-cert.pem')),
      },
    })
    const env = {
      PORT: String(await freePort()),
      CLIENT_DIR: fakeClientDir(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-relay-')),
      SMTP_URL: relay.url,
      MAIL_RETRY_BASE_SECONDS: '1',
    }
    const base = `http://127.0.0.1:${env.PORT}`
    const up = healthy(base)
    const first = serve(env)
    await waitUntil('the server', up, 30_000)
    const reference = await sendEnquiry(base, sampleEnquiry)
    // Both mails failed twice: four failures, each a warning, and the cause said once.
    await waitUntil(
      'four failed tries',
      () => first.log().filter((line) => line.level === 40).length >= 4,
      30_000,
    )
    const errors = first.log().filter((line) => line.level === 50)
    expect(errors.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^The mail server's certificate is not trusted \(ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT: /,
      ),
    ])
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const second = serve({ ...env, SMTP_CA_FILE: path.join(tls, 'relay-cert.pem') })
    await relay.waitFor(2, 30_000)
    const sent = await waitUntil('two lines for two mails', () => {
      const lines = second.log().filter((line) => line.msg.startsWith('Mail sent: '))
      return lines.length === 2 && lines
    })
    expect(sent.map((line) => [line.level, line.msg.replace(/-\d+$/, '')]).sort()).toEqual([
      [30, `Mail sent: ${reference}-ack`],
      [30, `Mail sent: ${reference}-notify`],
    ])
    const everything = JSON.stringify([...first.log(), ...second.log()])
    expect(everything).not.toContain(sampleEnquiry.email)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    await relay.close()
  }, 90_000)
})
