import { createClient, isSubmissionError, type SubmissionResult } from '@formspree/core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { listLeads } from '../store/leads'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'

/**
 * Formspree's own client, unchanged, pointed at a listening collector as a site would point it:
 * `endpoint` is the site's origin, and the client posts to `/f/<form>`.
 */
let app: FastifyInstance
let origin: string
let dataDir: string
const client = createClient()
const submit = (form: string, data: FormData | Record<string, string>) =>
  client.submitForm(form, data, { endpoint: origin })

const leads = () => withStore({ dataDir }, (db) => listLeads(db, { includeSpam: true }))

/** The reference in a success's `next`, the only part of the answer the client keeps. */
function referenceOf(result: SubmissionResult): string | undefined {
  if (result.kind !== 'success') return undefined
  return new URL(result.next, origin).searchParams.get('ref') ?? undefined
}

beforeAll(async () => {
  const env = testEnv()
  dataDir = env.dataDir
  app = await buildApp(env)
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

describe("Formspree's client against the collector", () => {
  it('sends an enquiry as JSON, stored under the reference it is answered', async () => {
    const result = await submit('contact', sampleEnquiry)
    expect(result.kind).toBe('success')
    const reference = referenceOf(result)
    expect((await leads()).find((lead) => lead.reference === reference)).toMatchObject({
      form: 'contact',
      payload: sampleEnquiry,
    })
  })

  it('sends a quotation as FormData, multipart as a browser would', async () => {
    const data = new FormData()
    data.append('CustomerName', 'Jane Smith')
    data.append('Email', 'jane@club.example')
    data.append('Phone', '+44 20 7946 0111')
    data.append('Color', '#001f5b')
    const result = await submit('quote', data)
    const reference = referenceOf(result)
    expect(reference).toMatch(/^SS-/)
    expect((await leads()).find((lead) => lead.reference === reference)?.payload).toMatchObject({
      CustomerName: 'Jane Smith',
      Color: '#001F5B',
    })
  })

  it("gets a missing required field back as that field's error", async () => {
    const { email: _, ...withoutEmail } = sampleEnquiry
    const result = await submit('contact', withoutEmail)
    if (!isSubmissionError(result)) throw new Error(`accepted: ${JSON.stringify(result)}`)
    expect(result.getFieldErrors('email')).toEqual([
      { code: 'REQUIRED_FIELD_MISSING', message: 'Email Address is required.' },
    ])
    expect(result.getFormErrors()).toEqual([])
  })

  it("gets a malformed e-mail address back with Formspree's code", async () => {
    const result = await submit('newsletter', { email: 'not an address' })
    if (!isSubmissionError(result)) throw new Error(`accepted: ${JSON.stringify(result)}`)
    expect(result.getFieldErrors('email')).toEqual([
      { code: 'TYPE_EMAIL', message: 'Email address must be a valid e-mail address.' },
    ])
  })

  it('gets an unknown form back as its form error', async () => {
    const result = await submit('careers', sampleEnquiry)
    if (!isSubmissionError(result)) throw new Error(`accepted: ${JSON.stringify(result)}`)
    expect(result.getFormErrors()).toEqual([{ code: 'FORM_NOT_FOUND', message: 'There is no such form.' }])
    expect(result.getAllFieldErrors()).toEqual([])
  })

  it('gets an empty submission back as its form error', async () => {
    const result = await submit('contact', {})
    if (!isSubmissionError(result)) throw new Error(`accepted: ${JSON.stringify(result)}`)
    expect(result.getFormErrors()).toEqual([{ code: 'EMPTY', message: 'The form arrived empty.' }])
  })
})
