import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { forms as enForms } from '../../app/i18n/en-forms'
import { forms as esForms } from '../../app/i18n/es-forms'
import { buildApp } from '../app'
import type { ServerEnv } from '../env'
import { listAudit } from '../store/audit'
import { withStore } from '../store/open'
import type { PersonData } from '../store/person-data'
import type { Db } from '../store/schema'
import { multipartBody, pngFile } from '../test/artwork'
import { testEnv } from '../test/env'
import { createStaff, TestBrowser } from '../test/staff'
import { readZip } from '../test/zip'

let app: FastifyInstance
let env: ServerEnv

afterEach(() => app.close())

const store = <T>(work: (db: Db) => Promise<T>) => withStore({ dataDir: env.dataDir }, work)

async function post(url: string, payload: string | Buffer, headers: Record<string, string>) {
  const answer = await app.inject({ method: 'POST', url, payload, headers })
  expect(answer.statusCode).toBe(200)
  const reference = answer.json().reference as string
  return store((db) =>
    db
      .selectFrom('leads')
      .select(['id', 'reference'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow(),
  )
}

const json = { 'content-type': 'application/json', accept: 'application/json', 'content-language': 'en' }
const enquiry = (email: string, message: string) =>
  post('/api/forms/contact', JSON.stringify({ name: 'Lucía Martín', email, message }), json)
const signup = (email: string, locale = 'en', consent = 'newsletter-2026-11') =>
  post(
    `/api/forms/newsletter?consent=${consent}`,
    JSON.stringify({ email, wording: 'I agree to anything' }),
    {
      ...json,
      'content-language': locale,
    },
  )

/** A quotation with two files, as the page sends it. */
function quotation(email: string, files: Buffer[]) {
  const { payload, headers } = multipartBody(
    {
      CustomerName: 'Lucía Martín',
      Email: email,
      Phone: '+34 600 000 000',
      Line1ProductType: 'jersey',
      Line1QtyM: '25',
    },
    files.map((content, index) => ({ filename: `crest-${index}.png`, type: 'image/png', content })),
  )
  return post('/api/forms/quote', payload, headers as Record<string, string>)
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe("exporting a person's data", () => {
  it('gives one ZIP of their leads, files and subscription, and nothing of a similar address', async () => {
    env = testEnv()
    app = await buildApp(env)
    await app.ready()
    await store((db) => createStaff(db))

    const crest = pngFile(1200, 900, 6000)
    const quote = await quotation('lucia@norte.example', [crest, pngFile(300, 300, 2500)])
    // The same person: the address differs only in case, which the matching rule ignores.
    const question = await enquiry('Lucia@Norte.Example', 'Do you print names on the back?')
    const subscribed = await signup('lucia@norte.example')
    // Another person: a plus tag makes another mailbox, kept apart.
    const other = await quotation('lucia+club@norte.example', [pngFile(640, 480, 3000)])
    const otherQuestion = await enquiry('lucia+club@norte.example', 'Someone else entirely')
    await signup('lucia+club@norte.example')

    const browser = new TestBrowser(app)
    expect((await browser.signIn()).statusCode).toBe(303)
    await browser.get(`/admin/leads/${quote.id}`)
    const answer = await browser.post(`/admin/leads/${quote.id}/export-person`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/zip')
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="person-data-.+\.zip"$/)
    expect(answer.headers['cache-control']).toBe('no-store')

    const zip = await readZip(answer.rawPayload)
    const data = JSON.parse(zip.get('person.json')!.toString('utf8')) as PersonData
    expect(data.format).toBe('person-data/1')
    expect(data.matchedBy).toBe('lucia@norte.example')
    expect(data.leads.map((lead) => lead.reference)).toEqual([
      quote.reference,
      question.reference,
      subscribed.reference,
    ])
    expect(data.leads[1]!.fields.message).toBe('Do you print names on the back?')
    expect(data.subscription).toMatchObject({ email: 'lucia@norte.example', state: 'pending' })
    expect(data.consents).toMatchObject([
      {
        reference: subscribed.reference,
        wordingId: 'newsletter-2026-11',
        wording: enForms.newsletter.consent['newsletter-2026-11'],
      },
    ])
    expect(data.leads[0]!.deliveries.map((job) => job.kind)).toEqual(['notify', 'ack'])

    // Each file byte for byte as it was received: as kept on disk, and as its hash says.
    const files = data.leads[0]!.files
    expect(files).toHaveLength(2)
    expect(zip.get(files[0]!.path)).toEqual(crest)
    for (const file of files) {
      const inZip = zip.get(file.path)!
      expect(sha256(inZip)).toBe(file.sha256)
      expect(inZip).toEqual(await readFile(path.join(env.uploads.dir, file.path.replace(/^files\//, ''))))
    }
    expect([...zip.keys()].sort()).toEqual(['person.json', ...files.map((file) => file.path)].sort())

    // Nothing of the other person.
    const text = zip.get('person.json')!.toString('utf8')
    expect(text).not.toContain('lucia+club')
    expect(text).not.toContain(other.reference)
    expect(text).not.toContain(otherQuestion.reference)
    expect(text).not.toContain('Someone else entirely')

    const [entry] = await store(async (db) =>
      (await listAudit(db)).filter((item) => item.action === 'exported-person'),
    )
    expect(entry).toMatchObject({ actorEmail: 'sales@example.com', leadId: quote.id })
    expect(entry!.detail).toBe(
      'lucia@norte.example: 3 leads, 2 files, 5 deliveries, 0 notes, 1 subscription, 1 audit entry',
    )
  })

  it('is refused without the page’s CSRF token, and to anyone signed out', async () => {
    env = testEnv()
    app = await buildApp(env)
    await app.ready()
    await store((db) => createStaff(db))
    const lead = await enquiry('ana@example.com', 'Hello')

    const stranger = new TestBrowser(app)
    const signedOut = await stranger.post(`/admin/leads/${lead.id}/export-person`)
    expect(signedOut.statusCode).toBe(401)

    const browser = new TestBrowser(app)
    await browser.signIn()
    const forged = await browser.post(`/admin/leads/${lead.id}/export-person`, { _csrf: 'forged' })
    expect(forged.statusCode).toBe(403)
    expect(forged.headers['content-type']).not.toBe('application/zip')
    const entries = await store(async (db) =>
      (await listAudit(db)).filter((item) => item.action === 'exported-person'),
    )
    expect(entries).toEqual([])
  })

  it('shows a signup’s proof of consent: the words its form showed, in its language, never words sent with it', async () => {
    env = testEnv()
    app = await buildApp(env)
    await app.ready()
    await store((db) => createStaff(db))
    const spanish = await signup('marta@club.example', 'es')
    const unknown = await signup('leo@club.example', 'en', 'made-up-wording')

    const browser = new TestBrowser(app)
    await browser.signIn()
    const page = (await browser.get(`/admin/leads/${spanish.id}`)).body
    expect(page).toContain('Proof of consent')
    expect(page).toContain(esForms.newsletter.consent['newsletter-2026-11'])
    expect(page).toContain('Not confirmed')
    expect(page).not.toContain('I agree to anything')
    const bare = (await browser.get(`/admin/leads/${unknown.id}`)).body
    expect(bare).toContain('No wording was recorded')
  })
})
