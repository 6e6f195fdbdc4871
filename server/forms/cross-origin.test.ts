import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain JavaScript module shared with the scripts
import { chromiumArgs, chromiumPath, hasChromium } from '../../scripts/chromium.mjs'
import { buildApp } from '../app'
import { listLeads } from '../store/leads'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'

/** A page of another origin that posts an enquiry as the site's form does, and shows what it read. */
const page = (collector: string) => `<!doctype html><title>Partner</title><script>
  window.sent = fetch('${collector}/f/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Language': 'es' },
    body: JSON.stringify(${JSON.stringify(sampleEnquiry)}),
  }).then((response) => response.json(), (error) => ({ blocked: String(error) }))
</script>`

let app: FastifyInstance
let collector: string
let dataDir: string
const pages: Server[] = []
let browser: Browser

/** Serves the page on a port of its own: another origin than the collector's. */
async function servePage(): Promise<string> {
  const server = createServer((_, response) => response.end(page(collector))).listen(0, '127.0.0.1')
  pages.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe.skipIf(!hasChromium())('a page of another origin in a browser', () => {
  let allowed: string
  let stranger: string

  beforeAll(async () => {
    // The pages read the collector's address when they are asked for, once it listens.
    allowed = await servePage()
    stranger = await servePage()
    const env = testEnv({ FORMS_ALLOWED_ORIGINS: allowed })
    dataDir = env.dataDir
    app = await buildApp(env)
    collector = await app.listen({ port: 0, host: '127.0.0.1' })
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    for (const server of pages) server.close()
    await app?.close()
  })

  const answerAt = async (origin: string) => {
    const tab = await browser.newPage()
    await tab.goto(origin)
    const answer = await tab.evaluate(() => (window as unknown as { sent: Promise<unknown> }).sent)
    await tab.close()
    return answer as Record<string, unknown>
  }

  it('posts JSON to the collector and reads the answer when its origin is allowed', async () => {
    const answer = await answerAt(allowed)
    expect(answer).toMatchObject({ ok: true, reference: expect.stringMatching(/^SS-/) })
    const leads = await withStore({ dataDir }, (db) => listLeads(db, { includeSpam: true }))
    expect(leads.find((lead) => lead.reference === answer.reference)?.payload).toEqual(sampleEnquiry)
  })

  it('is stopped by the browser when its origin is not allowed', async () => {
    expect(await answerAt(stranger)).toEqual({ blocked: expect.stringContaining('Failed to fetch') })
  })
})
