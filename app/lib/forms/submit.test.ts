import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactForm } from './contact'
import { emptyValues } from '~/testing/form-values'
import { newsletterForm } from './newsletter'
import { quoteForm } from './quote'
import { payloadOf, submitForm } from './submit'

afterEach(() => vi.restoreAllMocks())

const sent = () => vi.mocked(fetch).mock.calls[0]![1]!

describe('what a form sends', () => {
  it('sends the enquiry as JSON with every field, and the honeypot only when filled', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }))
    await submitForm(contactForm, '/api/forms/contact', { ...emptyValues(contactForm), name: 'Jane' })
    expect(sent().headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' })
    const body = JSON.parse(String(sent().body)) as Record<string, string>
    expect(body).toMatchObject({ name: 'Jane', message: '' })
    expect(body).not.toHaveProperty('_gotcha')
    expect(Object.fromEntries(payloadOf(newsletterForm, { email: 'a@b.example' }, 'bot'))).toEqual({
      email: 'a@b.example',
      _gotcha: 'bot',
    })
  })

  it('sends the quotation as multipart: original fields always, "Not Selected" for no colour, the rest when filled', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }))
    await submitForm(quoteForm, '/api/forms/quote', emptyValues(quoteForm))
    const body = sent().body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(sent().headers).toEqual({ Accept: 'application/json' })
    expect(body.get('Size')).toBe('')
    expect(body.get('Color')).toBe('Not Selected')
    expect([...body.keys()]).toHaveLength(12)
    // A product line's fields are in the table by a key pattern, so they are added as such.
    const values = Object.assign(
      { ...emptyValues(quoteForm), color: '#C8102E', summary: 'Line 2' },
      { line2QtyM: '40' },
    )
    const chosen = new Map(payloadOf(quoteForm, values))
    expect(chosen.get('Color')).toBe('#C8102E')
    expect([chosen.get('Line2QtyM'), chosen.get('Summary'), chosen.has('Line1QtyM')]).toEqual([
      '40',
      'Line 2',
      false,
    ])
  })
})

describe('the answer', () => {
  const answer = (status: number, body: string) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }))
    return submitForm(quoteForm, '/api/forms/quote', emptyValues(quoteForm))
  }

  it("gives the visitor the collector's reference, and nothing when a hosted service sends none", async () => {
    expect(await answer(200, JSON.stringify({ ok: true, reference: 'SS-4F7K2QXM' }))).toEqual({
      status: 'sent',
      reference: 'SS-4F7K2QXM',
    })
    expect(await answer(200, '')).toEqual({ status: 'sent' })
  })

  it("is a rejection with the collector's problems, or a hosted service's messages", async () => {
    const collector = {
      errors: [{ field: 'Phone', code: 'REQUIRED_FIELD_EMPTY', message: 'Phone is required.' }],
    }
    expect(await answer(422, JSON.stringify(collector))).toEqual({
      status: 'rejected',
      problems: collector.errors,
    })
    const hosted = { errors: [{ message: 'Phone is required.' }, { message: 'Bad e-mail.' }] }
    expect(await answer(422, JSON.stringify(hosted))).toEqual({
      status: 'rejected',
      problems: [{ message: 'Phone is required.' }, { message: 'Bad e-mail.' }],
    })
  })

  it('fails without an errors list, with a body that is not JSON, or without a network', async () => {
    expect(await answer(422, '{"error": "x"}')).toEqual({ status: 'failed' })
    expect(await answer(422, '{"errors": [{"code": "NOT_OURS"}]}')).toEqual({ status: 'failed' })
    expect(await answer(500, '<html>')).toEqual({ status: 'failed' })
    const internal = { errors: [{ code: 'INTERNAL', message: 'Something went wrong on our side.' }] }
    expect(await answer(500, JSON.stringify(internal))).toEqual({ status: 'failed' })
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await submitForm(quoteForm, '/api/forms/quote', emptyValues(quoteForm))).toEqual({
      status: 'failed',
    })
  })
})

describe('the page a form tells the collector about', () => {
  afterEach(() => vi.unstubAllGlobals())
  const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'

  it("is the whole address from any page, and nothing from a buyer's status page", async () => {
    for (const [pathname, policy] of [
      ['/faq', 'no-referrer-when-downgrade'],
      ['/es/custom-design', 'no-referrer-when-downgrade'],
      [`/status/${token}`, 'no-referrer'],
      [`/es/status/${token}/`, 'no-referrer'],
    ] as const) {
      vi.stubGlobal('location', { pathname })
      const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: true }))
      // Whatever the endpoint, the site's collector or a hosted service on another origin.
      for (const endpoint of ['/api/forms/newsletter', 'https://forms.example/f/abc'])
        await submitForm(newsletterForm, endpoint, { email: 'a@b.example' })
      expect(
        fetch.mock.calls.map(([, init]) => init?.referrerPolicy),
        pathname,
      ).toEqual([policy, policy])
      vi.restoreAllMocks()
    }
  })
})
