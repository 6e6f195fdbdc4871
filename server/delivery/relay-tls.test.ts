import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'
import { startMailCatcher } from '../test/mail-catcher'
import { sampleEnquiry } from '../test/samples'
import { createStaff, TestBrowser } from '../test/staff'
import { waitUntil } from '../test/wait'

/** A relay's own certificate for 127.0.0.1, signed by nobody Node knows: as a private relay's is. */
const tlsFolder = path.resolve(import.meta.dirname, '../test/tls')
const relayCertificate = path.join(tlsFolder, 'relay-cert.pem')
const relayTls = {
  key: readFileSync(path.join(tlsFolder, 'relay-key.pem')),
  cert: readFileSync(relayCertificate),
}

const apps: FastifyInstance[] = []
const closers: Array<() => Promise<unknown>> = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
  await Promise.all(closers.splice(0).map((close) => close()))
})

async function start(variables: Record<string, string>) {
  const env = testEnv({ MAIL_RETRY_BASE_SECONDS: '1', ...variables })
  const app = await buildApp(env)
  apps.push(app)
  await app.ready()
  return { app, dataDir: env.dataDir }
}

const outbox = (dataDir: string) =>
  withStore({ dataDir }, (db) => db.selectFrom('outbox').selectAll().orderBy('id').execute())
/** The health check's warnings about mail alone: the example certificates add one of their own. */
const deliveryWarnings = (health: { warnings: Array<{ code: string }> }) => ({
  warnings: health.warnings.filter((warning) => warning.code === 'deliveries-failing'),
})
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('a relay that offers STARTTLS with a certificate Node does not trust', () => {
  it('fails, says why on /healthz and in the inbox, and delivers once SMTP_CA_FILE names it', async () => {
    const relay = await startMailCatcher({ startTls: relayTls })
    closers.push(relay.close)
    const variables = { SMTP_URL: relay.url }
    const { app: first, dataDir } = await start(variables)
    const answer = await first.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(sampleEnquiry),
    })
    expect(answer.statusCode).toBe(200)
    await waitUntil(
      'both mails failing on a second try',
      async () => (await outbox(dataDir)).every((job) => job.attempts >= 2 && job.last_error),
      30_000,
    )
    const jobs = await outbox(dataDir)
    expect(jobs.map((job) => job.state)).toEqual(['pending', 'pending'])
    expect(jobs[0]!.last_error).toMatch(/^ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT: self[- ]signed certificate/)

    // Still in the load balancer: the site takes leads; the warning says what fails and why.
    const health = await first.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ ok: true, outbox: { pending: 2, parked: 0 } })
    expect(deliveryWarnings(health.json())).toMatchObject({
      warnings: [
        {
          code: 'deliveries-failing',
          cause: 'certificate',
          count: 2,
          message: '2 deliveries keep failing: the mail server’s certificate is not trusted.',
        },
      ],
    })

    await withStore({ dataDir }, (db) => createStaff(db))
    const browser = new TestBrowser(first)
    await browser.signIn()
    const inbox = new JSDOM((await browser.get('/admin')).body).window.document
    const banner = inbox.querySelector('section[aria-labelledby="delivery-trouble"]')
    expect(text(banner?.querySelector('h2'))).toBe('Mail is not getting through')
    expect([...(banner?.querySelectorAll('p') ?? [])].map(text)).toEqual([
      '2 deliveries keep failing: the mail server’s certificate is not trusted.',
      'Nothing is lost: the site keeps trying, and the mails leave once this is fixed. Whoever runs the site sets SMTP_CA_FILE to the certificate of the authority that signed it, or SMTP_TLS_REJECT_UNAUTHORIZED=false for a relay on a trusted private network.',
      expect.stringMatching(/^Last error: ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT: self[- ]signed certificate/),
    ])
    expect(relay.mails).toEqual([])
    await first.close()

    // The documented fix: the same relay, its certificate given as the one to trust.
    const { app: second } = await start({ ...variables, DATA_DIR: dataDir, SMTP_CA_FILE: relayCertificate })
    const mails = await relay.waitFor(2, 30_000)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Enquiry SS-\w+ · Riverside FC/),
      expect.stringMatching(/^We have received your enquiry \(SS-\w+\)$/),
    ])
    await waitUntil('the outbox emptied', async () =>
      (await outbox(dataDir)).every((job) => job.state === 'sent'),
    )
    expect(deliveryWarnings((await second.inject({ url: '/healthz' })).json()).warnings).toEqual([])
    const after = new TestBrowser(second)
    await after.signIn()
    expect((await after.get('/admin')).body).not.toContain('Mail is not getting through')
  }, 60_000)
})
