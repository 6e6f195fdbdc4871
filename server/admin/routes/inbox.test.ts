import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent, dataFolder, translationStatusModule } from '../../../app/content/load/content-build'
import { buildApp } from '../../app'
import { listAudit } from '../../store/audit'
import { ukDay } from '../../working-time'
import { insertLeads, type NewLead } from '../../store/leads'
import { withStore } from '../../store/open'
import type { Db, LeadStatus } from '../../store/schema'
import { testEnv } from '../../test/env'
import { createStaff, TestBrowser } from '../../test/staff'
import { replyCapDefaults } from '../../env'
import { ukShortTime } from '../pages/when'

let app: FastifyInstance
let dataDir: string
let staffId: number

beforeEach(async () => {
  const env = testEnv()
  dataDir = env.dataDir
  app = await buildApp(env)
  staffId = await withStore({ dataDir: dataDir }, (db) => createStaff(db))
})
afterEach(() => app.close())

const policy = { webhook: false, replyCaps: replyCapDefaults }
const day = 86_400_000

const enquiry = (
  name: string,
  more: Partial<NewLead> & { fields?: Record<string, string> } = {},
): NewLead => ({
  form: 'contact',
  payload: {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@club.example`,
    message: 'Shirts',
    ...more.fields,
  },
  spam: false,
  locale: 'en',
  ...more,
})

/** Stores leads received `daysAgo` days ago; returns their ids. */
const receive = (leads: NewLead[], daysAgo = 0) =>
  withStore({ dataDir: dataDir }, async (db) =>
    (await insertLeads(db, leads, policy, new Date(Date.now() - daysAgo * day))).map((lead) => lead.id),
  )

const change = (id: number, values: { status?: LeadStatus; assignee_id?: number | null; read_at?: string }) =>
  withStore({ dataDir: dataDir }, (db: Db) =>
    db.updateTable('leads').set(values).where('id', '=', id).execute(),
  )

async function signedIn() {
  const browser = new TestBrowser(app)
  await browser.signIn()
  return browser
}

/** The page as a browser reads it. */
async function open(browser: TestBrowser, url: string) {
  const answer = await browser.get(url)
  expect(answer.statusCode).toBe(200)
  return new JSDOM(answer.body).window.document
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
const buyers = (scope: ParentNode) =>
  [...scope.querySelectorAll('tbody .lead-link')].map((link) => text(link))
/** The buyers of the list itself, below the overdue group. */
const listed = (document: Document) =>
  buyers(document.querySelector('section[aria-labelledby="list-heading"]')!)

describe('the inbox', () => {
  it('answers nobody signed out: a page goes to sign-in, anything else gets 401 and no data', async () => {
    await receive([enquiry('Jane Smith')])
    const browser = new TestBrowser(app)
    const page = await browser.get('/admin?q=jane')
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toBe('/admin/sign-in?next=%2Fadmin%3Fq%3Djane')
    const exported = await app.inject({
      method: 'GET',
      url: '/admin/export.csv',
      headers: { accept: 'text/csv' },
    })
    expect(exported.statusCode).toBe(401)
    expect(exported.body).not.toContain('Jane')
  })

  it('lists leads newest first, each linked to its page, the unread ones marked for every reader', async () => {
    const [older, newer] = await receive([enquiry('Jane Smith'), enquiry('Luis García', { locale: 'es' })])
    await change(older!, { read_at: new Date().toISOString() })
    const document = await open(await signedIn(), '/admin')

    expect(buyers(document)).toEqual(['Unread: Luis García', 'Jane Smith'])
    const rows = [...document.querySelectorAll('tbody tr')]
    expect(rows[0]!.className).toBe('unread')
    expect(rows[0]!.querySelector('a')!.getAttribute('href')).toBe(`/admin/leads/${newer}`)
    expect(text(rows[0]!.querySelector('.state'))).toBe('New')
    expect(text(rows[0]!.querySelector('.received time'))).toMatch(/^Today, \d\d:\d\d$/)
    // A table with a caption and column headers; the filters labelled; no cache, no index.
    expect(document.querySelector('table caption')).not.toBeNull()
    expect([...document.querySelectorAll('th[scope="col"]')].map(text)).toContain('Assigned to')
    for (const field of ['q', 'form', 'status', 'language', 'from', 'to', 'assignee'])
      expect(document.querySelector(`label[for="${field}"]`), field).not.toBeNull()
  })

  it('counts every folder and marks the one open', async () => {
    const ids = await receive([enquiry('A'), enquiry('B'), enquiry('C'), enquiry('Bot', { spam: true })])
    await change(ids[0]!, { status: 'quoted', assignee_id: staffId, read_at: new Date().toISOString() })
    const browser = await signedIn()
    const folders = async (url: string) => {
      const document = await open(browser, url)
      const links = [...document.querySelectorAll('nav[aria-label="Folders"] a')]
      return {
        counts: Object.fromEntries(
          links.map((link) => [text(link.firstElementChild), text(link.lastElementChild)]),
        ),
        current: links
          .filter((link) => link.getAttribute('aria-current') === 'page')
          .map((link) => text(link.firstElementChild)),
        heading: text(document.querySelector('h1')),
        listed: buyers(document),
        filtersOpen: document.querySelector('form[role="search"] details')!.hasAttribute('open'),
      }
    }
    const inbox = await folders('/admin')
    expect(inbox.counts).toMatchObject({
      Inbox: '3',
      Unread: '2',
      'Assigned to me': '1',
      New: '2',
      Quoted: '1',
      Spam: '1',
    })
    expect(inbox).toMatchObject({ current: ['Inbox'], filtersOpen: false })
    const spam = await folders('/admin?status=spam')
    expect(spam).toMatchObject({
      current: ['Spam'],
      heading: 'Spam',
      listed: ['Unread: Bot'],
      filtersOpen: false,
    })
    // A filter that narrows the folder opens the filters, so it shows.
    expect(await folders('/admin?status=spam&language=es')).toMatchObject({
      current: ['Spam'],
      filtersOpen: true,
    })
    const mine = await folders('/admin?assignee=me')
    expect(mine).toMatchObject({ current: ['Assigned to me'], listed: ['A'] })
  })

  it('applies the filter form, shows what is applied, and keeps it in the export link', async () => {
    await receive([enquiry('Jane Smith'), enquiry('Luis García', { locale: 'es' })], 3)
    await receive([
      enquiry('Ana Ruiz', {
        locale: 'es',
        form: 'quote',
        payload: { CustomerName: 'Ana Ruiz', Email: 'ana@club.example', Phone: '+34 600 000 000' },
      }),
    ])
    const browser = await signedIn()
    // As the form sends it: every field, the unused ones blank.
    const document = await open(browser, '/admin?q=&form=&status=&language=es&from=&to=&assignee=')
    expect(listed(document)).toEqual(['Unread: Ana Ruiz', 'Unread: Luis García'])
    expect(document.querySelector<HTMLSelectElement>('#language')!.value).toBe('es')
    expect(document.querySelector('details')!.hasAttribute('open')).toBe(true)
    expect(document.querySelector('a[href^="/admin/export.csv"]')!.getAttribute('href')).toBe(
      '/admin/export.csv?language=es',
    )

    const today = ukDay(new Date())
    const recent = await open(browser, `/admin?language=es&from=${today}&to=${today}`)
    expect(listed(recent)).toEqual(['Unread: Ana Ruiz'])
    const quotes = await open(browser, '/admin?form=quote')
    expect(listed(quotes)).toEqual(['Unread: Ana Ruiz'])
    // A value the form never sends is no filter, not an error.
    const odd = await open(browser, '/admin?status=archived&before=abc&language=fr')
    expect(listed(odd)).toHaveLength(3)
  })

  it('finds a lead by search, accents or not, and by its reference', async () => {
    await receive([enquiry('José Muñoz', { fields: { company: 'Club Atlético' } }), enquiry('Jane Smith')])
    const reference = await withStore(
      { dataDir: dataDir },
      async (db) =>
        (await db.selectFrom('leads').select('reference').where('id', '=', 2).executeTakeFirstOrThrow())
          .reference,
    )
    const browser = await signedIn()
    for (const typed of ['munoz', 'Muñoz', 'atletico'])
      expect(buyers(await open(browser, `/admin?q=${encodeURIComponent(typed)}`)), typed).toEqual([
        'Unread: José Muñoz',
      ])
    const found = await open(browser, `/admin?q=${reference}`)
    expect(buyers(found)).toEqual(['Unread: Jane Smith'])
    expect(text(found.querySelector('.result-count'))).toBe(`1 lead for “${reference}”`)
    const none = await open(browser, '/admin?q=nobody')
    expect(text(none.querySelector('.empty'))).toMatch(/No leads match/)
  })

  it('shows the overdue leads first, then every lead newest first', async () => {
    // A week ago: past the 24 working hours whatever holidays fell between.
    await receive([enquiry('Late Buyer')], 7)
    await receive([enquiry('Answered Buyer')], 7)
    await change(2, { status: 'contacted' })
    await receive([enquiry('Fresh Buyer')])
    const document = await open(await signedIn(), '/admin')
    const group = document.querySelector('.overdue-group')!
    expect(text(group.querySelector('h2'))).toBe('Overdue 1 lead')
    expect(buyers(group)).toEqual(['Unread: Late Buyer'])
    expect(text(group.querySelector('tbody .badge.overdue'))).toBe('Overdue')
    const list = document.querySelector('section[aria-labelledby="list-heading"]')!
    expect(buyers(list)).toEqual(['Unread: Fresh Buyer', 'Unread: Answered Buyer', 'Unread: Late Buyer'])
    // The group comes before the list in the page, so a screen reader meets it first too.
    expect(group.compareDocumentPosition(list) & 4).toBe(4)
    // Not in a folder where nothing can be overdue.
    expect(
      (await open(await signedIn(), '/admin?status=contacted')).querySelector('.overdue-group'),
    ).toBeNull()
  })

  it('pages through older leads and back, keeping the filters', async () => {
    await receive(Array.from({ length: 75 }, (_, index) => enquiry(`Buyer ${index}`, { locale: 'es' })))
    await receive([enquiry('English Buyer')])
    const browser = await signedIn()
    const first = await open(browser, '/admin?language=es')
    expect(buyers(first)).toHaveLength(50)
    expect(first.querySelector('a[rel="prev"]')).toBeNull()
    const older = first.querySelector('a[rel="next"]')!.getAttribute('href')!
    expect(older).toMatch(/^\/admin\?language=es&before=\d+$/)
    const second = await open(browser, older)
    expect(buyers(second)).toHaveLength(25)
    expect(buyers(second).some((name) => buyers(first).includes(name))).toBe(false)
    expect(second.querySelector('a[rel="next"]')).toBeNull()
    const back = await open(browser, second.querySelector('a[rel="prev"]')!.getAttribute('href')!)
    expect(buyers(back)).toEqual(buyers(first))
  })

  it('escapes what buyers typed', async () => {
    await receive([enquiry('<img src=x onerror=alert(1)>')])
    const answer = await (await signedIn()).get('/admin')
    expect(answer.body).not.toContain('<img src=x')
    expect(answer.body).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('the banner of the caps on automatic replies', () => {
  const banner = (document: Document) =>
    [...document.querySelectorAll('.notice.warning p')].map((p) => p.textContent!.replace(/\s+/g, ' ').trim())

  it('is not shown while every reply goes at its time', async () => {
    await receive([enquiry('Ana Ruiz')])
    expect(banner(await open(await signedIn(), '/admin'))).toEqual([])
  })

  it('says in whole sentences how many replies wait, until when, and how many were not sent', async () => {
    const tight = {
      webhook: false,
      replyCaps: { ...replyCapDefaults, hourly: { ack: 1, confirm: 100 }, addressDaily: 1 },
    }
    const now = new Date()
    await withStore({ dataDir }, (db) =>
      insertLeads(
        db,
        ['ana', 'ben', 'eva', 'ana', 'ana'].map((name) => enquiry(name)),
        tight,
        now,
      ),
    )
    // Ben's and Eva's wait for later hours, Ana's second for the next day; her third would wait
    // past a day, and is not sent.
    const [first] = banner(await open(await signedIn(), '/admin'))
    const lastGoes = await withStore({ dataDir }, (db) =>
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.max('due_at').as('at'))
        .executeTakeFirstOrThrow(),
    )
    expect(first).toBe(
      `Automatic replies held back. 3 automatic replies wait for their turn under the sending caps: the last goes ${ukShortTime(lastGoes.at!)} (UK time). 1 automatic reply was not sent in the last 24 hours: the caps would have held it for more than a day.`,
    )
  })
})

describe('the export', () => {
  it('streams the filtered leads as a CSV download a spreadsheet opens safely, and logs it', async () => {
    await receive([
      enquiry('José Muñoz', {
        locale: 'es',
        fields: { message: '=HYPERLINK("https://evil.example","Click")' },
      }),
      enquiry('Jane Smith', { fields: { phone: '+44 20 7946 0000', company: 'Smith, Jones & Co' } }),
      enquiry('Bot', { spam: true }),
    ])
    const browser = await signedIn()
    const answer = await browser.get('/admin/export.csv')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="leads-${ukDay(new Date())}.csv"`,
    )
    expect(answer.headers['cache-control']).toBe('no-store')

    const bytes = answer.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(rows.at(-1)).toBe('')
    expect(rows[0]).toMatch(/^Reference,Received \(UTC\),Form,Status,.*,Name,Company,Email,Phone,/)
    // Newest first, spam left out, accents intact, formulas and their signs kept as text.
    expect(rows).toHaveLength(4)
    expect(rows[1]).toContain(',Jane Smith,"Smith, Jones & Co",jane@club.example,\'+44 20 7946 0000,')
    expect(rows[2]).toContain(',Enquiry,New,,,Spanish,José Muñoz,')
    expect(rows[2]).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)

    // Asking only for the headers exports nothing, so nothing is logged.
    const head = await app.inject({
      method: 'HEAD',
      url: '/admin/export.csv',
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-disposition']).toMatch(/^attachment; filename="leads-/)
    const spanish = await browser.get('/admin/export.csv?language=es&q=')
    expect(spanish.body.split('\r\n').slice(1, -1)).toHaveLength(1)

    const entries = await withStore({ dataDir: dataDir }, (db) => listAudit(db))
    const exports = entries.filter((entry) => entry.action === 'exported')
    expect(exports.map((entry) => [entry.actorEmail, entry.detail])).toEqual([
      ['sales@example.com', '1 lead, every status but spam, language Spanish'],
      ['sales@example.com', '2 leads, every status but spam'],
    ])
  })

  it('reads leads a batch at a time, so a long export arrives whole', async () => {
    await receive(Array.from({ length: 1234 }, (_, index) => enquiry(`Buyer ${index}`)))
    const answer = await (await signedIn()).get('/admin/export.csv')
    const rows = answer.body.split('\r\n').slice(1, -1)
    expect(rows).toHaveLength(1234)
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(1234)
    expect(rows[0]).toContain('Buyer 1233')
    expect(rows.at(-1)).toContain('Buyer 0,')
  })
})

describe('the translation status', () => {
  const root = path.resolve(import.meta.dirname, '../../..')

  /** The translation status the content build writes for a copy of the content whose English an editor changed. */
  async function statusAfterEnglishEdit() {
    const copy = mkdtempSync(path.join(tmpdir(), 'inbox-content-'))
    cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true })
    const file = path.join(copy, 'content/terms/terms.en.yml')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('title: Who your contract is with', 'title: Who you contract with'),
    )
    await buildContent(copy)
    const written = (await import(
      path.join(copy, dataFolder, `${translationStatusModule}.ts`)
    )) as typeof import('../../../app/content/data/translation-status')
    rmSync(copy, { recursive: true, force: true })
    return written.data
  }

  it('shows nothing while every translation is current', async () => {
    const document = await open(await signedIn(), '/admin')
    expect(document.querySelector('[aria-labelledby="translation-status"]')).toBeNull()
  })

  it('lists each Spanish field older than its English, with a link to its entry in the editor', async () => {
    const env = testEnv()
    const stale = await buildApp(env, { staleTranslations: await statusAfterEnglishEdit() })
    try {
      await withStore({ dataDir: env.dataDir }, (db) => createStaff(db))
      const browser = new TestBrowser(stale)
      await browser.signIn()
      const document = await open(browser, '/admin')
      const section = document.querySelector('[aria-labelledby="translation-status"]')
      expect(text(section?.querySelector('h2'))).toBe('Spanish older than its English')
      expect([...section!.querySelectorAll('li')].map((item) => text(item))).toEqual([
        'content/terms/terms.es.yml › sections',
      ])
      expect(section!.querySelector('li a')?.getAttribute('href')).toBe(
        '/cms/#/collections/terms/entries/terms',
      )
      expect(text(section?.querySelector('p'))).toBe(
        'The English of these fields has changed since their Spanish was written, so the Spanish pages still say what the English used to. Open each in the content editor and bring its Spanish up to date, or, if it is still right, tick it under “Spanish checked against the English”; then save. The list is as of the site’s last build.',
      )
    } finally {
      await stale.close()
    }
  })
})
