import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactInitialValues, contactPayload, submitContact } from './contact'
import { newsletterPayload, submitNewsletter } from './newsletter'
import { quoteInitialValues, quotePayload, submitQuote } from './quote'

afterEach(() => vi.restoreAllMocks())

describe('payloads', () => {
  it('sends the enquiry with the ten fields, and the honeypot only when filled', () => {
    expect(Object.keys(contactPayload(contactInitialValues))).toHaveLength(10)
    expect(contactPayload(contactInitialValues)).not.toHaveProperty('_gotcha')
    expect(contactPayload(contactInitialValues, 'bot')).toHaveProperty('_gotcha', 'bot')
    expect(newsletterPayload('a@b.example')).toEqual({ email: 'a@b.example' })
  })

  it('sends the quotation with capitalised names, size M and "Not Selected" by default', () => {
    const body = quotePayload(quoteInitialValues)
    expect([...body.keys()]).toEqual([
      'CustomerName',
      'Company',
      'Email',
      'Phone',
      'Country',
      'City',
      'Position',
      'Website',
      'ProductType',
      'Color',
      'Size',
      'Notes',
    ])
    expect(body.get('Color')).toBe('Not Selected')
    expect(body.get('Size')).toBe('M')
    expect(quotePayload({ ...quoteInitialValues, color: '#C8102E' }).get('Color')).toBe('#C8102E')
  })
})

describe('a successful answer', () => {
  it("gives the visitor the collector's reference, and nothing when a hosted service sends none", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ ok: true, next: '/thank-you?ref=SS-4F7K2QXM', reference: 'SS-4F7K2QXM' }),
    )
    expect(await submitContact('/api/forms/contact', contactInitialValues)).toEqual({
      status: 'sent',
      reference: 'SS-4F7K2QXM',
    })
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('', { status: 200 }))
    expect(await submitNewsletter('/api/forms/newsletter', 'a@b.example')).toEqual({ status: 'sent' })
  })
})

describe('a quotation answer', () => {
  const answer = (status: number, body: string) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }))
    return submitQuote('/api/forms/quote', quoteInitialValues)
  }

  it('is rejected with the messages of its errors list', async () => {
    const body = JSON.stringify({ errors: [{ message: 'Phone is required.' }, { message: 'Bad e-mail.' }] })
    expect(await answer(422, body)).toEqual({
      status: 'rejected',
      messages: ['Phone is required.', 'Bad e-mail.'],
    })
  })

  it('fails without an errors list, with a body that is not JSON, or without a network', async () => {
    expect(await answer(422, '{"error": "x"}')).toEqual({ status: 'failed' })
    expect(await answer(500, '<html>')).toEqual({ status: 'failed' })
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await submitQuote('/api/forms/quote', quoteInitialValues)).toEqual({ status: 'failed' })
  })
})
