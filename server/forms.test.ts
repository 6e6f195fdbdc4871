import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { contentSecurityPolicy, inlineScriptHashes } from './security'
import { testEnv } from './test/env'
import { startMailCatcher } from './test/mail-catcher'
import { renderRoutes } from './test/render'
import { sampleEnquiry } from './test/samples'

let dataDir: string
let app: FastifyInstance

const contact = sampleEnquiry

const quote = {
  CustomerName: 'Jane Smith',
  Company: '',
  Email: 'jane@club.example',
  Phone: '+44 20 7946 0111',
  Country: '',
  City: '',
  Position: '',
  Website: 'https://club.example',
  ProductType: 'jersey',
  Color: '#C8102E',
  Size: 'M',
  Notes: 'S 50, M 120',
}

async function start(rateLimit = 0, variables: Record<string, string> = {}) {
  app = await buildApp(testEnv({ DATA_DIR: dataDir, FORMS_RATE_LIMIT: String(rateLimit), ...variables }), {
    render: renderRoutes,
  })
}

const rows = () => withStore({ dataDir: dataDir }, (db) => listLeads(db, { includeSpam: true }))

const postJson = (form: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

function multipart(fields: Record<string, string>, boundary = 'boundary123') {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  }
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forms-data-'))
  await start()
})
afterEach(async () => {
  await app.close()
})

describe('accepted submissions', () => {
  it('stores a contact enquiry before answering 200 with the next page', async () => {
    const response = await postJson('contact', contact)
    expect(response.statusCode).toBe(200)
    const { reference, ...answer } = response.json()
    expect(reference).toMatch(/^SS-[2-9A-HJKMNP-TV-Z]{8}$/)
    expect(answer).toEqual({ ok: true, next: `/thank-you?ref=${reference}` })
    const stored = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ form: 'contact', payload: contact, spam: false })
  })

  it('accepts a quotation as multipart with capitalised names', async () => {
    const { payload, headers } = multipart(quote)
    const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(response.statusCode).toBe(200)
    expect((await rows())[0]?.payload).toEqual(quote)
  })

  it('takes a quotation whose artwork input was left empty, as a browser posts it, and no file', async () => {
    const { payload, headers } = multipart(quote)
    const withFile = (filename: string, bytes: string) =>
      payload.replace(
        /--boundary123--\r\n$/,
        `--boundary123\r\nContent-Disposition: form-data; name="Artwork"; filename="${filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n${bytes}\r\n--boundary123--\r\n`,
      )
    const empty = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      payload: withFile('', ''),
      headers,
    })
    expect(empty.statusCode).toBe(200)
    expect((await rows())[0]?.payload).not.toHaveProperty('Artwork')
    const uploads = path.join(dataDir, 'uploads')
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([])
  })

  it('stores "Not Selected" when the quotation names no colour', async () => {
    const { payload, headers } = multipart({ ...quote, Color: '' })
    await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect((await rows())[0]?.payload.Color).toBe('Not Selected')
  })

  it('accepts a URL-encoded newsletter signup', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: 'email=buyer%40shop.example',
    })
    expect(response.statusCode).toBe(200)
    expect((await rows())[0]?.payload).toEqual({ email: 'buyer@shop.example' })
  })

  it('keeps the rows after a restart', async () => {
    await postJson('newsletter', { email: 'one@shop.example' })
    await app.close()
    await start()
    await postJson('newsletter', { email: 'two@shop.example' })
    expect((await rows()).map((row) => row.payload.email)).toEqual(['one@shop.example', 'two@shop.example'])
  })

  it('answers the next page in Spanish to a visitor who posted from a Spanish page', async () => {
    const response = await postJson(
      'newsletter',
      { email: 'a@b.example' },
      { referer: 'http://localhost:80/es/faq' },
    )
    expect(response.json().next).toMatch(/^\/es\/thank-you\?ref=SS-/)
  })
})

describe('validation', () => {
  const problems = async (form: string, body: unknown) => {
    const response = await postJson(form, body)
    expect(response.statusCode).toBe(422)
    return (response.json().errors as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`)
  }

  it('reports a missing and an empty required field apart', async () => {
    const { name: _name, ...withoutName } = contact
    expect(await problems('contact', { ...withoutName, message: '  ' })).toEqual([
      'name:REQUIRED_FIELD_MISSING',
      'message:REQUIRED_FIELD_EMPTY',
    ])
  })

  it('rejects a malformed e-mail address', async () => {
    expect(await problems('contact', { ...contact, email: 'jane at club' })).toEqual(['email:TYPE_EMAIL'])
    expect(await problems('newsletter', { email: 'nobody@' })).toEqual(['email:TYPE_EMAIL'])
  })

  it('rejects a website that is not a web address, and accepts none', async () => {
    expect(await problems('quote', { ...quote, Website: 'club dot example' })).toEqual(['Website:TYPE_URL'])
    expect((await postJson('quote', { ...quote, Website: '' })).statusCode).toBe(200)
  })

  it('accepts only the known options, or nothing', async () => {
    expect(await problems('contact', { ...contact, productType: 'yachts', quantity: '7' })).toEqual([
      'productType:INVALID_OPTION',
      'quantity:INVALID_OPTION',
    ])
    expect(
      await problems('quote', { ...quote, ProductType: 'tent', Color: '#123456', Size: 'XXXL' }),
    ).toEqual(['ProductType:INVALID_OPTION', 'Color:INVALID_OPTION', 'Size:INVALID_OPTION'])
    expect((await postJson('contact', { ...contact, productType: '', quantity: '' })).statusCode).toBe(200)
  })

  it('applies the same rules to the capitalised quotation fields', async () => {
    expect(await problems('quote', { ...quote, CustomerName: '', Phone: undefined, Email: 'x' })).toEqual([
      'CustomerName:REQUIRED_FIELD_EMPTY',
      'Email:TYPE_EMAIL',
      'Phone:REQUIRED_FIELD_MISSING',
    ])
  })

  it('takes a colour in any case, stored as the palette spells it', async () => {
    const lower = multipart({ ...quote, Color: '#001f5b' })
    expect((await app.inject({ method: 'POST', url: '/api/forms/quote', ...lower })).statusCode).toBe(200)
    const line = multipart({ ...quote, Line1ProductType: 'jersey', Line1Color: '#c8102e', Line1QtyM: '40' })
    expect((await app.inject({ method: 'POST', url: '/api/forms/quote', ...line })).statusCode).toBe(200)
    const [first, second] = await rows()
    expect([first?.payload.Color, second?.payload.Color].sort()).toEqual(['#001F5B', '#C8102E'])
    const withLine = [first, second].find((lead) => lead?.payload.Line1Color)
    expect(withLine?.payload.Line1Color).toBe('#C8102E')
    expect(await problems('quote', { ...quote, Color: '#001f5c' })).toEqual(['Color:INVALID_OPTION'])
  })

  it('bounds the length of every field', async () => {
    expect(
      await problems('contact', { ...contact, name: 'x'.repeat(101), message: 'y'.repeat(5001) }),
    ).toEqual(['name:TOO_LONG', 'message:TOO_LONG'])
  })

  it('rejects values that are not text', async () => {
    expect(await problems('contact', { ...contact, name: ['a', 'b'], city: { x: 1 } })).toEqual([
      'name:TYPE_TEXT',
      'city:TYPE_TEXT',
    ])
  })

  it('explains each problem with the field label in the visitor language', async () => {
    const response = await postJson(
      'quote',
      { ...quote, Phone: '' },
      { referer: 'http://localhost:80/es/custom-design' },
    )
    expect(response.json()).toEqual({
      error: 'Validation errors',
      code: 'REQUIRED_FIELD_EMPTY',
      errors: [
        {
          field: 'Phone',
          code: 'REQUIRED_FIELD_EMPTY',
          message: 'El campo «Teléfono» es obligatorio.',
        },
      ],
    })
  })

  it('stores nothing it rejected', async () => {
    await postJson('contact', { ...contact, email: '' })
    expect(await rows()).toHaveLength(0)
  })
})

describe('honeypot', () => {
  it('answers a filled honeypot like a person and stores it marked as spam', async () => {
    const response = await postJson('contact', { email: 'bot', _gotcha: 'http://spam.example' })
    expect(response.statusCode).toBe(200)
    expect(response.json().ok).toBe(true)
    expect((await rows())[0]).toMatchObject({ spam: true, payload: { _gotcha: 'http://spam.example' } })
  })

  it('treats an empty honeypot as a person', async () => {
    await postJson('contact', { ...contact, _gotcha: '' })
    expect((await rows())[0]).toMatchObject({ spam: false, payload: contact })
  })
})

describe('other answers', () => {
  it('answers 404 JSON for an unknown form', async () => {
    const response = await postJson('careers', contact)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: 'There is no such form.',
      code: 'FORM_NOT_FOUND',
      errors: [{ code: 'FORM_NOT_FOUND', message: 'There is no such form.' }],
    })
    const spanish = await postJson('careers', contact, { 'content-language': 'es' })
    expect(spanish.json().errors).toEqual([{ code: 'FORM_NOT_FOUND', message: 'Ese formulario no existe.' }])
  })

  it('answers 413 to a body over its limit', async () => {
    const response = await postJson('contact', { ...contact, message: 'x'.repeat(300_000) })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('BODY_TOO_LARGE')
    const { payload, headers } = multipart({ ...quote, Notes: 'x'.repeat(170_000) })
    const multipartResponse = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(multipartResponse.statusCode).toBe(413)
  })

  it('answers 415 to another content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { 'content-type': 'text/plain', accept: 'application/json' },
      payload: 'name=Jane',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 400 to malformed JSON and to an empty form', async () => {
    for (const body of ['{"name": ', '[1,2]', '"text"', 'null']) {
      const response = await postJson('contact', body)
      expect(response.statusCode, body).toBe(400)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/)
    }
    const empty = await postJson('contact', {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().code).toBe('EMPTY')
    const broken = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' },
      payload: '--x\r\nContent-Disposition: form-data; name="Email"\r\n\r\nunfinished',
    })
    expect(broken.statusCode).toBe(400)
  })

  it('answers 429 with Retry-After past the per-address limit, the address as the proxy names it', async () => {
    await app.close()
    // One proxy in front, which appends the address it took the connection from.
    await start(2, { TRUST_PROXY: '1' })
    const from = (ip: string, forged = '192.0.2.1') =>
      postJson('newsletter', { email: 'a@b.example' }, { 'x-forwarded-for': `${forged}, ${ip}` })
    expect((await from('203.0.113.1', '192.0.2.1')).statusCode).toBe(200)
    expect((await from('203.0.113.1', '192.0.2.2')).statusCode).toBe(200)
    const limited = await from('203.0.113.1', '192.0.2.3')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().code).toBe('RATE_LIMITED')
    expect((await from('203.0.113.2')).statusCode).toBe(200)
    expect(await rows()).toHaveLength(3)
  })

  it('limits thirty posts from one client whatever X-Forwarded-For it writes, with no proxy set', async () => {
    await app.close()
    await start(10, { TRUST_PROXY: '' })
    const statuses: number[] = []
    for (let post = 1; post <= 30; post++) {
      const forged = { 'x-forwarded-for': `198.51.100.${post}` }
      statuses.push((await postJson('newsletter', { email: `a${post}@b.example` }, forged)).statusCode)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))
  })
})

describe('a browser posting without JavaScript', () => {
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
  const post = (form: string, payload: string, referer: string) =>
    app.inject({
      method: 'POST',
      url: `/api/forms/${form}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: html,
        referer,
        host: 'shop.example',
      },
      payload,
    })

  /** The page's Content-Security-Policy, as the server computes it from the HTML it sends. */
  const pageCsp = (html: string) => contentSecurityPolicy(inlineScriptHashes(html))

  it('is answered with the thank-you page of its reference in its language, as its address would give it', async () => {
    const body = new URLSearchParams({ ...contact, _gotcha: '' }).toString()
    const response = await post('contact', body, 'https://shop.example/es/contact')
    expect(response.statusCode).toBe(200)
    expect(response.headers.location).toBeUndefined()
    const [stored] = await rows()
    expect(await rows()).toHaveLength(1)
    expect(response.body).toContain('<html lang="es">')
    expect(response.body).toContain(stored!.reference)
    const asked = await app.inject({ url: `/es/thank-you?ref=${stored!.reference}` })
    expect(response.body).toBe(asked.body)
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-robots-tag'])
      expect(response.headers[header], header).toBe(asked.headers[header])
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-security-policy']).toBe(pageCsp(response.body))
  })

  describe('sent again, as a reload of its answer sends it', () => {
    const enquiry = new URLSearchParams(contact).toString()
    const from = (network: string) => ({ 'x-forwarded-for': network })
    const postFrom = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/forms/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: html, ...headers },
        payload,
      })
    const referenceIn = (page: string) => /SS-[2-9A-HJKMNP-TV-Z]{8}/.exec(page)?.[0]

    it('is answered with the first reference and stores nothing, sends nothing twice', async () => {
      await app.close()
      const mail = await startMailCatcher()
      try {
        await start(0, {
          SMTP_URL: mail.url,
          SALES_EMAIL: 'sales@maker.example',
          MAIL_RETRY_BASE_SECONDS: '1',
        })
        const first = await postFrom(enquiry, from('203.0.113.7'))
        // Another address of the same network: a phone's carrier may change it between two requests.
        const again = await postFrom(enquiry, from('203.0.113.99'))
        expect(again.statusCode).toBe(200)
        expect(referenceIn(again.body)).toBe(referenceIn(first.body))
        expect(await rows()).toHaveLength(1)
        // The notification and the acknowledgement of the one lead, and no other job queued.
        const mails = await mail.waitFor(2)
        expect(mails.flatMap((sent) => sent.envelopeTo).sort()).toEqual([
          'jane@club.example',
          'sales@maker.example',
        ])
        const jobs = await withStore({ dataDir }, (db) => db.selectFrom('outbox').select('kind').execute())
        expect(jobs.map((job) => job.kind).sort()).toEqual(['ack', 'notify'])
      } finally {
        await mail.close()
      }
    })

    it('is a new lead when anything it holds differs, or it comes from another network', async () => {
      const first = referenceIn((await postFrom(enquiry, from('203.0.113.7'))).body)
      const changed = new URLSearchParams({ ...contact, message: `${contact.message} And 20 away shirts.` })
      const edited = referenceIn((await postFrom(changed.toString(), from('203.0.113.7'))).body)
      const elsewhere = referenceIn((await postFrom(enquiry, from('198.51.100.7'))).body)
      expect(new Set([first, edited, elsewhere]).size).toBe(3)
      expect(await rows()).toHaveLength(3)
    })

    it('is a new lead once the first is minutes old', async () => {
      const first = referenceIn((await postFrom(enquiry)).body)
      const eleven = new Date(Date.now() - 11 * 60_000).toISOString()
      await withStore({ dataDir }, (db) => db.updateTable('leads').set({ created_at: eleven }).execute())
      const later = referenceIn((await postFrom(enquiry)).body)
      expect(later).not.toBe(first)
      expect(await rows()).toHaveLength(2)
    })

    it('is left alone when a script sent it, which sends what it means to', async () => {
      await postJson('contact', contact)
      await postJson('contact', contact)
      expect(await rows()).toHaveLength(2)
    })
  })

  it('is answered at the address it posted to with the form page, its values typed back and its problem at its field', async () => {
    const typed = { ...contact, name: '<script>alert(1)</script> Ana', email: 'ana@' }
    const response = await post(
      'contact',
      new URLSearchParams(typed).toString(),
      'https://shop.example/contact',
    )
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers.location).toBeUndefined()
    expect(response.headers['content-security-policy']).toBe(pageCsp(response.body))
    const page = response.body
    expect(page).toContain('id="contact-form-problems"')
    expect(page).toContain('value="ana@"')
    expect(page).toMatch(/id="contact-email-error"[^>]*>[^<]*must be a valid e-mail address/)
    expect(page).toContain(`>${typed.message}</textarea>`)
    // What the visitor typed is text in the page, never markup, and never in a header.
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ana')
    expect(JSON.stringify(response.headers)).not.toContain('alert(1)')
    expect(await rows()).toHaveLength(0)
  })

  it('is answered in the language of the page that posted', async () => {
    const response = await post(
      'contact',
      new URLSearchParams({ ...contact, email: 'x' }).toString(),
      'https://shop.example/es/contact',
    )
    expect(response.statusCode).toBe(422)
    expect(response.body).toContain('<html lang="es">')
    expect(response.body).toContain('Revise el formulario')
  })

  it('is answered with the form page and 400 when it holds nothing', async () => {
    const response = await post('newsletter', '', 'https://shop.example/faq')
    expect(response.statusCode).toBe(400)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('id="newsletter-form-problems"')
  })

  it('is answered with the form page to wait, past the limit shared by every form', async () => {
    await app.close()
    await start(1)
    const newsletter = new URLSearchParams({ email: 'a@b.example' }).toString()
    expect((await post('newsletter', newsletter, 'https://shop.example/')).statusCode).toBe(200)
    const limited = await post(
      'contact',
      new URLSearchParams(contact).toString(),
      'https://shop.example/contact',
    )
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toContain('Too many submissions from your connection')
    // Refused before its body is read, as the limit is there to spare the server that work.
    expect(limited.body).toContain('id="contact-form-problems"')
    expect(await rows()).toHaveLength(1)
  })

  it('is answered with a page the form is placed on, whatever path its Referer names', async () => {
    const refused = async (form: string, referer: string) => {
      const response = await post(form, 'email=', referer)
      expect(response.statusCode, referer).toBe(422)
      return response.body
    }
    // The page a visitor is answered with names itself in its heading (`<h1`).
    const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
    const home = heading(await refused('newsletter', 'https://shop.example/'))
    const faq = heading(await refused('newsletter', 'https://shop.example/es/faq/'))
    expect(faq).not.toBe(home)
    for (const referer of [
      'https://shop.example//evil.example/x',
      'https://shop.example/\\evil.example',
      'https://shop.example/no-such-page',
      'https://shop.example/status/abcdefghijklmnopqrstuvwxyz012345',
      'https://shop.example/thank-you',
      'https://evil.example/faq',
    ])
      expect(heading(await refused('newsletter', referer)), referer).toBe(home)
    // An unknown page of the Spanish site is answered with the Spanish home page.
    const spanishHome = heading(await refused('newsletter', 'https://shop.example/es/no-such-page'))
    expect(spanishHome).toBe(heading(await refused('newsletter', 'https://shop.example/es')))
    expect(spanishHome).not.toBe(home)
    // A form is answered only on a page it is placed on: the quotation is on its own page alone.
    const quote = await post('quote', 'CustomerName=', 'https://shop.example/faq')
    expect(quote.body).toContain('id="quote-form-problems"')
  })

  it('asks the order builder for another product line: the builder comes back one line longer, as typed, and nothing is stored', async () => {
    // Half filled in, as a buyer asks for a second line before giving their details.
    const asked = new URLSearchParams({
      CustomerName: 'Ana García',
      Line1ProductType: 'hoodie',
      Line1QtyM: '150',
      AddLine: '2',
    })
    const response = await post('quote', asked.toString(), 'https://shop.example/es/custom-design')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-security-policy']).toBe(pageCsp(response.body))
    const page = response.body
    expect(page).toContain('<html lang="es">')
    expect(page).toContain('value="Ana García"')
    expect(page).toMatch(/<option value="hoodie" selected=""/)
    expect(page).toMatch(/name="Line1QtyM"[^>]*value="150"|value="150"[^>]*name="Line1QtyM"/)
    // Line 2 is there, empty; line 3 is offered, not shown; no problem is reported.
    expect(page).toContain('id="quote-line-2"')
    expect(page).toContain('name="Line2ProductType"')
    expect(page).not.toContain('id="quote-line-3"')
    expect(page).toMatch(/name="AddLine"[^>]*value="3"|value="3"[^>]*name="AddLine"/)
    expect(page).not.toContain('id="quote-form-problems"')
    expect(await rows()).toHaveLength(0)
  })

  it('shows no more product lines than the builder has, whatever line a post asks for', async () => {
    for (const line of ['7', '9', '0', '1', '2x', '-2', '10']) {
      const response = await post(
        'quote',
        new URLSearchParams({ CustomerName: 'Ana', AddLine: line }).toString(),
        'https://shop.example/custom-design',
      )
      // Not a line the builder adds: the post is read as a request, and refused as an incomplete one.
      expect(response.statusCode, line).toBe(422)
      expect(response.body, line).not.toContain('id="quote-line-2"')
    }
    const last = await post(
      'quote',
      new URLSearchParams({ CustomerName: 'Ana', AddLine: '6' }).toString(),
      'https://shop.example/custom-design',
    )
    expect(last.statusCode).toBe(200)
    expect(last.body).toContain('id="quote-line-6"')
    expect(last.body).not.toContain('name="AddLine"')
    expect(await rows()).toHaveLength(0)
  })

  it("keeps the page and language of a form sent from an answer to an earlier post, which only the form's address names", async () => {
    // The builder answered an earlier post at the collector's address; its form names its page.
    const fromAnswer = (page: string) =>
      app.inject({
        method: 'POST',
        url: `/api/forms/contact?page=${encodeURIComponent(page)}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: html,
          referer: `https://shop.example/api/forms/contact?page=${encodeURIComponent(page)}`,
          host: 'shop.example',
        },
        payload: new URLSearchParams(contact).toString(),
      })
    const answered = await fromAnswer('/es/contact')
    expect(answered.statusCode).toBe(200)
    expect(answered.body).toContain('<html lang="es">')
    // A name that is not a page of the site is no page at all: the browser's language decides.
    for (const page of ['//evil.example/x', 'https://evil.example/', '/es/no-such-page', '/es/contact?x'])
      expect((await fromAnswer(page)).body, page).toContain('<html lang="en">')
    // The four without a page are one enquiry sent again (the same post, from the same network).
    const stored = (await rows()).map((lead) => [lead.locale, lead.page ?? null])
    expect(stored.sort()).toEqual([
      ['en', null],
      ['es', 'https://shop.example/es/contact'],
    ])
  })

  it('is answered with the form page of its language when the page is unknown', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: html,
        'content-language': 'es',
      },
      payload: 'CustomerName=Ana',
    })
    expect(response.statusCode).toBe(422)
    expect(response.body).toContain('<html lang="es">')
    expect(response.body).toContain('id="quote-form-problems"')
    expect(response.body).toContain('value="Ana"')
  })

  it('gets the same answer as today when it asks for JSON', async () => {
    const response = await postJson('contact', { ...contact, email: 'x' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0]).toMatchObject({ field: 'email', code: 'TYPE_EMAIL' })
  })
})

describe('robustness', () => {
  it('never crashes or answers HTML to a JSON caller, whatever the body', async () => {
    const bodies = [
      '',
      '{}}',
      '{"__proto__": {"x": 1}}',
      '{"email": null}',
      '{"email": 12}',
      '\u0000',
      '{"constructor": {"prototype": {}}}',
    ]
    for (const body of bodies) {
      const response = await postJson('newsletter', body)
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, body).toBeLessThan(500)
      expect(response.headers['content-type'], body).toContain('application/json')
    }
  })
})
