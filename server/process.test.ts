import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { fakeClientDir } from './test/fake-client'
import { freePort, startMailCatcher } from './test/mail-catcher'
import { waitUntil } from './test/wait'

/** The server as `npm start` runs it, in a process of its own that a test can kill. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, HOST: '127.0.0.1', FORMS_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  children.push(child)
  return { child, exited, stderr: () => stderr }
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
    const up = () =>
      fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    const first = serve(env)
    await waitUntil('the server', up, 30_000)
    const response = await fetch(`${base}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Jane Smith', email: 'jane@club.example', message: '300 shirts' }),
    })
    expect(response.status).toBe(200)
    const { reference } = (await response.json()) as { reference: string }
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
})
