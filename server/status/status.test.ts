import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { readOrder } from '../../app/lib/order/order'
import { notFoundPath } from '../../app/lib/paths'
import { withoutStatusToken, type SentValue, type StatusValue } from '../../app/lib/status-page'
import { buildApp } from '../app'
import { requestForLog } from '../request-log'
import { directoryStorage } from '../files/directory'
import { insertLeads, listLeads, type NewLead } from '../store/leads'
import { withStore } from '../store/open'
import { leadStatuses, type LeadStatus } from '../store/schema'
import { statusLinkDays } from '../store/status-links'
import { deleteLead } from '../store/uploads'
import { fakeClientDir } from '../test/fake-client'
import { testEnv } from '../test/env'
import { renderRoutes } from '../test/render'
import { replyCapDefaults } from '../env'
import { statusWords } from '../test/status-words'

/** Words a buyer typed freely: none of them may ever reach a status page. */
const typed = {
  name: 'Zebediah Quillfeather',
  email: 'zebediah@quill.example',
  company: 'Quillfeather Rovers',
  phone: '+44 20 7946 0999',
  message: 'Please call me about MARMALADE-7731',
  notes: 'Stitch NOTES-OCELOT-55 inside the collar',
  roster: 'Wolfenbarger, 7, M\nTrevithick, 9, L',
  destination: 'Kirkcudbright docks',
}

const words = { en: statusWords('en'), es: statusWords('es') }
const sentRows = (Object.keys(words.en.rows) as SentValue[]).sort()

/** A value of the page as a reader finds it: the text beside its label. */
function valueIn(html: string, name: StatusValue, locale: Locale = 'en') {
  const label = name === 'reference' || name === 'received' ? words[locale][name] : words[locale].rows[name]
  const cell = new RegExp(
    `<dt[^>]*>${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</dt><dd[^>]*>([^<]*)</dd>`,
  )
  return cell.exec(html)?.[1]
}

/** The rows of "What you sent" a page shows, by their values' names. */
const rowsIn = (html: string, locale: Locale) =>
  sentRows.filter((name) => html.includes(`>${words[locale].rows[name]}</dt>`))

let app: FastifyInstance
let dataDir: string
const tokens: Record<'enquiry' | 'quote' | 'old', string> = { enquiry: '', quote: '', old: '' }
const hostile = { enquiry: '' }
let signupId = 0

const enquiry: NewLead = {
  form: 'contact',
  payload: {
    name: typed.name,
    email: typed.email,
    company: typed.company,
    phone: typed.phone,
    productType: 'sportswear',
    quantity: '500-1000',
    message: typed.message,
  },
  spam: false,
  locale: 'en',
}

/** A quotation's order fields, as the collector stores them with the lead and reads its order from. */
const orderFields: Record<string, string> = {
  Line1Style: 'SS-SOC-101',
  Line1ProductType: 'jersey',
  Line1QtyM: '12',
  Line1QtyL: '8',
  Line2ProductType: 'shorts',
  Line2QtyM: '20',
  Line3ProductType: 'jersey',
  Line3QtyS: '1',
  Roster: typed.roster,
  InHandsDate: '2027-03-19',
  Sample: 'yes',
  Destination: typed.destination,
}

const quote: NewLead = {
  form: 'quote',
  payload: {
    CustomerName: typed.name,
    Email: typed.email,
    Phone: typed.phone,
    Company: typed.company,
    ProductType: 'jersey',
    Notes: typed.notes,
    ...orderFields,
  },
  order: readOrder((name) => orderFields[name] ?? ''),
  spam: false,
  locale: 'es',
}

async function setStatus(token: string, status: LeadStatus) {
  await withStore({ dataDir: dataDir }, (db) =>
    db.updateTable('leads').set({ status }).where('status_token', '=', token).execute(),
  )
}

beforeAll(async () => {
  const clientDir = fakeClientDir()
  for (const locale of locales)
    writeFileSync(
      path.join(clientDir, localizePath(notFoundPath, locale), 'index.html'),
      `<!DOCTYPE html><title>Not Found</title><p>not found ${locale}</p>`,
    )
  const env = testEnv({ CLIENT_DIR: clientDir })
  dataDir = env.dataDir
  app = await buildApp(env, { render: renderRoutes })
  const policy = { webhook: false, replyCaps: replyCapDefaults }
  const yearAgo = new Date(Date.now() - (statusLinkDays + 1) * 86_400_000)
  await withStore({ dataDir: dataDir }, async (db) => {
    const signup: NewLead = {
      form: 'newsletter',
      payload: { email: 'reader@x.example' },
      spam: false,
      locale: 'en',
    }
    const odd: NewLead = {
      ...enquiry,
      payload: { ...enquiry.payload, productType: '<img src=x onerror=alert(1)>', quantity: '"&\'' },
    }
    const [first, second, third, fourth] = await insertLeads(db, [enquiry, quote, signup, odd], policy)
    const [old] = await insertLeads(db, [enquiry], policy, yearAgo)
    const leads = await listLeads(db, { includeSpam: true })
    const tokenOf = (id: number) => leads.find((lead) => lead.id === id)!.statusToken!
    tokens.enquiry = tokenOf(first!.id)
    tokens.quote = tokenOf(second!.id)
    tokens.old = tokenOf(old!.id)
    hostile.enquiry = tokenOf(fourth!.id)
    signupId = third!.id
  })
})

afterAll(async () => {
  await app.close()
})

describe('a buyer’s status page', () => {
  it.each(leadStatuses)(
    'shows a lead that is %s as the buyer should read it, and nothing else',
    async (status) => {
      await setStatus(tokens.quote, status)
      const response = await app.inject({ url: `/es/status/${tokens.quote}` })
      expect(response.statusCode).toBe(200)
      const shown = status === 'spam' ? 'new' : status
      const { messages, heading } = words.es
      const message = shown === 'contacted' ? messages.contacted.quote : messages[shown]
      expect(response.body).toContain(message.title)
      expect(response.body).toContain(heading.quote)
      expect(response.body).not.toContain(heading.contact)
      for (const other of ['new', 'quoted', 'won', 'lost'] as const)
        if (other !== shown) expect(response.body).not.toContain(messages[other].title)
      expect(rowsIn(response.body, 'es')).toEqual(
        ['inHandsDate', 'pieces', 'players', 'productLines', 'productTypes', 'sample', 'styles'].sort(),
      )
    },
  )

  it('shows a quotation’s counts and choices, in the language of its address', async () => {
    const spanish = (await app.inject({ url: `/es/status/${tokens.quote}` })).body
    expect(spanish).toContain('<html lang="es"')
    expect(valueIn(spanish, 'productTypes', 'es')).toBe('Camiseta de juego y pantalón corto')
    expect(valueIn(spanish, 'productLines', 'es')).toBe('3')
    expect(valueIn(spanish, 'pieces', 'es')).toBe('41')
    expect(valueIn(spanish, 'players', 'es')).toBe('2')
    expect(valueIn(spanish, 'inHandsDate', 'es')).toBe('viernes 19 de marzo de 2027')
    expect(valueIn(spanish, 'sample', 'es')).toBe('Sí')
    expect(valueIn(spanish, 'styles', 'es')).toBe('SS-SOC-101')
    expect(valueIn(spanish, 'reference', 'es')).toMatch(/^SS-\w{8}$/)
    expect(valueIn(spanish, 'received', 'es')).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u)
    const english = (await app.inject({ url: `/status/${tokens.quote}` })).body
    expect(english).toContain('<html lang="en"')
    expect(valueIn(english, 'productTypes')).toBe('Jersey and shorts')
    expect(valueIn(english, 'inHandsDate')).toBe('Friday 19 March 2027')
  })

  it('shows an enquiry’s choices, and a contacted enquiry reads as answered', async () => {
    await setStatus(tokens.enquiry, 'contacted')
    const page = (await app.inject({ url: `/status/${tokens.enquiry}` })).body
    expect(page).toContain(words.en.messages.contacted.contact.title)
    expect(page).toContain(words.en.heading.contact)
    expect(rowsIn(page, 'en')).toEqual(['productInterest', 'quantity'])
    expect(valueIn(page, 'productInterest')).toBe('Sportswear')
    expect(valueIn(page, 'quantity')).toBe('500-1,000\u00a0pieces')
  })

  it('writes the token into its own links', async () => {
    const page = (await app.inject({ url: `/es/status/${tokens.quote}/` })).body
    expect(page).toContain(`href="/status/${tokens.quote}"`)
    expect(page).toContain(`href="/es/status/${tokens.quote}"`)
  })

  it('never shows anything the buyer typed', async () => {
    for (const url of [
      `/status/${tokens.enquiry}`,
      `/es/status/${tokens.quote}`,
      `/status/${tokens.quote}`,
    ]) {
      const page = (await app.inject({ url })).body
      for (const text of [...Object.values(typed), 'Wolfenbarger', 'Trevithick', 'MARMALADE', 'OCELOT'])
        expect(page, `${text} in ${url}`).not.toContain(text)
    }
  })

  it('shows nothing that is not one of the options', async () => {
    const page = (await app.inject({ url: `/status/${hostile.enquiry}` })).body
    expect(page).not.toContain('<img')
    expect(page).not.toContain('onerror')
    expect(rowsIn(page, 'en')).toEqual([])
    expect(page).not.toContain(words.en.sent.heading)
  })

  it('is never indexed, kept or named to another site, and may run only its own scripts', async () => {
    const response = await app.inject({
      url: `/status/${tokens.enquiry}`,
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers['x-robots-tag']).toMatch(/noindex/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers.etag).toBeUndefined()
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/)
    expect(response.headers['content-encoding']).toBe('br')
    // The site's other pages keep the site's policy.
    expect((await app.inject({ url: '/faq' })).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    )
  })
})

describe('ordering a quotation again', () => {
  it('is offered on a quotation’s status page, under its token, in the page’s language', async () => {
    const spanish = (await app.inject({ url: `/es/status/${tokens.quote}` })).body
    expect(spanish).toContain(`href="/es/status/${tokens.quote}/order-again"`)
    expect(spanish).toContain(words.es.orderAgain.action)
    const english = (await app.inject({ url: `/status/${tokens.quote}` })).body
    expect(english).toContain(`href="/status/${tokens.quote}/order-again"`)
    const enquiry = (await app.inject({ url: `/status/${tokens.enquiry}` })).body
    expect(enquiry).not.toContain('order-again')
  })

  it('opens the order builder filled with the lines, sizes and roster, and the token hidden', async () => {
    const response = await app.inject({ url: `/es/status/${tokens.quote}/order-again` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toMatch(/noindex/)
    const page = response.body
    expect(page).toContain('<html lang="es"')
    expect(page).toMatch(/<option value="jersey" selected="">/)
    expect(page).toMatch(/name="Line1QtyM"[^>]*value="12"|value="12"[^>]*name="Line1QtyM"/)
    expect(page).toMatch(/name="Line2QtyM"[^>]*value="20"|value="20"[^>]*name="Line2QtyM"/)
    expect(page).toContain('Wolfenbarger, 7, M')
    expect(page).toMatch(new RegExp(`type="hidden" name="RepeatOf" value="${tokens.quote}"`))
    expect(page).toContain('Su solicitud SS-')
    expect(page).toContain('no hace falta volver a enviarlos')
    // Who sent it is not carried: the buyer fills it in again.
    for (const text of [typed.name, typed.email, typed.phone, typed.company, typed.notes])
      expect(page).not.toContain(text)
  })

  it('opens nothing for an enquiry, an unknown or expired token, or a path made up around one', async () => {
    for (const url of [
      `/status/${tokens.enquiry}/order-again`,
      `/status/${'Zz0-_'.repeat(6)}ab/order-again`,
      `/status/${tokens.old}/order-again`,
      `/status/${tokens.quote}/order-again/more`,
      `/status/<script>/order-again`,
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body).not.toContain('RepeatOf')
    }
  })
})

describe('an address that opens no status page', () => {
  const unknown = 'Zz0-_'.repeat(6) + 'ab'
  const cases = [
    ['an unknown token', () => `/status/${unknown}`, 'en'],
    ['an unknown token, in Spanish', () => `/es/status/${unknown}`, 'es'],
    ['a token too short', () => `/status/${tokens.enquiry.slice(1)}`, 'en'],
    ['a token too long', () => `/status/${tokens.enquiry}A`, 'en'],
    ['a token with other characters', () => `/es/status/${tokens.enquiry.slice(1)}%3C`, 'es'],
    ['markup for a token', () => `/status/${encodeURIComponent('<script>alert(1)</script>')}`, 'en'],
    ['the address the template had', () => '/status/__status_token__', 'en'],
    ['an expired token', () => `/status/${tokens.old}`, 'en'],
    ['a token under a longer path', () => `/status/${tokens.enquiry}/more`, 'en'],
  ] as const

  it.each(cases)('%s gets the Not Found page of its language with 404', async (_, url, locale) => {
    const response = await app.inject({ url: url() })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain(`not found ${locale}`)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('is not indexed and names no referrer either', async () => {
    const response = await app.inject({ url: `/status/${unknown}` })
    expect(response.headers['x-robots-tag']).toMatch(/noindex/)
    expect(response.headers['referrer-policy']).toBe('no-referrer')
  })

  it('is what the link of an erased lead opens', async () => {
    const token = await withStore({ dataDir: dataDir }, async (db) => {
      const [stored] = await insertLeads(db, [enquiry], { webhook: false, replyCaps: replyCapDefaults })
      const row = await db
        .selectFrom('leads')
        .select('status_token')
        .where('id', '=', stored!.id)
        .executeTakeFirstOrThrow()
      expect((await app.inject({ url: `/status/${row.status_token}` })).statusCode).toBe(200)
      await deleteLead(db, directoryStorage(path.join(dataDir, 'uploads')), stored!.id)
      return row.status_token
    })
    expect((await app.inject({ url: `/status/${token}` })).statusCode).toBe(404)
  })

  it('is all a newsletter signup has: it gets no token', async () => {
    const signup = await withStore({ dataDir: dataDir }, (db) =>
      db.selectFrom('leads').select('status_token').where('id', '=', signupId).executeTakeFirstOrThrow(),
    )
    expect(signup.status_token).toBeNull()
  })
})

describe('the token, outside its page', () => {
  it('is left out of what is logged or stored of an address', () => {
    const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'
    expect(withoutStatusToken(`/es/status/${token}?x=1`)).toBe('/es/status/-?x=1')
    expect(withoutStatusToken(`/api/forms/quote?landing=%2Fstatus%2F${token}`)).toBe(
      '/api/forms/quote?landing=%2Fstatus%2F-',
    )
    expect(withoutStatusToken('/faq')).toBe('/faq')
  })

  it('is not in the request line the server logs', async () => {
    const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'
    const request = { method: 'GET', url: `/es/status/${token}`, host: 'shop.example', ip: '192.0.2.1' }
    expect(requestForLog(request as Parameters<typeof requestForLog>[0])).toEqual({
      method: 'GET',
      url: '/es/status/-',
      host: 'shop.example',
      remoteAddress: '192.0.2.1',
      remotePort: undefined,
    })
  })

  it('is not kept with a lead whose visit began at a status page', async () => {
    const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'
    const response = await app.inject({
      method: 'POST',
      url: `/api/forms/contact?landing=${encodeURIComponent(`/status/${token}`)}`,
      headers: { referer: `https://shop.example/status/${token}` },
      payload: { name: 'Ana', email: 'ana@club.example', message: 'Another order' },
    })
    expect(response.statusCode).toBe(200)
    const stored = await withStore({ dataDir: dataDir }, (db) => listLeads(db, { form: 'contact' }))
    const lead = stored.find((row) => row.payload.message === 'Another order')
    expect(lead?.visit?.landing).toBe('/status/-')
    expect(lead?.page).toBe('https://shop.example/status/-')
  })
})
