import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { ServerEnv } from '../env'
import { listAudit } from '../store/audit'
import { withStore } from '../store/open'
import type { Db } from '../store/schema'
import { multipartBody, pdfFile, pngFile } from '../test/artwork'
import { testEnv } from '../test/env'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher'
import { sampleEnquiry } from '../test/samples'
import { createStaff, TestBrowser } from '../test/staff'
import { waitUntil } from '../test/wait'

let app: FastifyInstance
let env: ServerEnv
let smtp: MailCatcher | undefined

async function start(variables: Record<string, string> = {}) {
  env = testEnv({ MAIL_RETRY_BASE_SECONDS: '1', ...variables })
  app = await buildApp(env)
  await app.ready()
  await store((db) => createStaff(db))
}

afterEach(async () => {
  await app.close()
  await smtp?.close()
  smtp = undefined
})

const store = <T>(work: (db: Db) => Promise<T>) => withStore({ dataDir: env.dataDir }, work)

/** A day this many days from now, as a date input sends it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const quote = {
  CustomerName: 'Lucía Martín',
  Company: 'Club Atlético Norte',
  Email: 'lucia@norte.example',
  Phone: '+34 600 000 000',
  Notes: 'Names in gold, please.\nSecond line <b>not bold</b>',
  Line1ProductType: 'jersey',
  Line1Color: '#001F5B',
  Line1Fabric: 'polyester-mesh',
  Line1Decoration: 'sublimation',
  Line1Placement: 'front',
  Line1QtyS: '10',
  Line1QtyM: '25',
  Line2ProductType: 'shorts',
  Line2Pantone: 'PMS 286 C',
  Line2QtyM: '30',
  Roster: 'Name\tNumber\tSize\nMuñoz\t7\tM\nGarcía\t10\tS',
  InHandsDate: daysAhead(200),
  Shipping: 'sea',
  Sample: 'yes',
  TargetPrice: '12.50',
  Currency: 'EUR',
  Destination: 'Valencia, España',
}

/** Sends a form as the site's pages do; resolves with the lead's id and reference. */
async function sendLead(form: 'contact' | 'newsletter', fields: Record<string, string>) {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/forms/${form}?landing=${encodeURIComponent('/products?utm_source=google&utm_campaign=kits')}`,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'content-language': 'en',
      referer: 'https://shop.example/contact',
    },
    payload: JSON.stringify(fields),
  })
  expect(answer.statusCode).toBe(200)
  return found(answer.json().reference as string)
}

async function sendQuote(fields: Record<string, string> = quote) {
  const { payload, headers } = multipartBody(fields, [
    { filename: 'crest.png', type: 'image/png', content: pngFile(2400, 1800, 8192) },
    { filename: 'kit brief.pdf', type: 'application/pdf', content: pdfFile(4096) },
  ])
  const answer = await app.inject({
    method: 'POST',
    url: `/api/forms/quote?landing=${encodeURIComponent('/custom-design?utm_campaign=kits')}`,
    payload,
    headers: { ...headers, referer: 'https://shop.example/custom-design' },
  })
  expect(answer.statusCode).toBe(200)
  return found(answer.json().reference as string)
}

const found = async (reference: string) => {
  const { id } = await store((db) =>
    db.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirstOrThrow(),
  )
  return { id, reference }
}

const leadRow = (id: number) =>
  store((db) => db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
const jobs = (id: number) =>
  store((db) => db.selectFrom('outbox').selectAll().where('lead_id', '=', id).orderBy('id').execute())
const auditOf = (action: string) =>
  store(async (db) => (await listAudit(db)).filter((entry) => entry.action === action).reverse())
const settled = (id: number) =>
  waitUntil('every delivery settled', async () => (await jobs(id)).every((job) => job.state !== 'pending'))

async function signedIn() {
  const browser = new TestBrowser(app)
  expect((await browser.signIn()).statusCode).toBe(303)
  return browser
}

/** The visible text of a page, tags dropped and entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^<>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe('the lead page', () => {
  it('shows every field, the order with its sizes and roster, the files to download and the visit', async () => {
    await start()
    const lead = await sendQuote()
    const browser = await signedIn()
    const page = await browser.get(`/admin/leads/${lead.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    const text = textOf(page.body)
    expect(text).toContain(`Quotation ${lead.reference}`)
    for (const shown of [
      'Customer Name Lucía Martín',
      'Company Club Atlético Norte',
      'Line 1: Jersey',
      'Navy (#001F5B)',
      'Line 2: Shorts',
      'Pantone reference PMS 286 C',
      'Fabric Polyester mesh',
      'Placement Front',
      'Order total: 65 pieces',
      'Muñoz 7 M',
      '€12.50',
      'Shipping destination Valencia, España',
      'crest.png PNG · raster image · 2400 × 1800 px · 8 KB',
      'kit brief.pdf PDF · vector',
      'Language English',
      'Sent from https://shop.example/custom-design',
      'First page of the visit /custom-design?utm_campaign=kits',
    ])
      expect(text).toContain(shown)
    // The size matrix: a row per line, a column per size ordered, and their totals.
    expect(text).toMatch(/Line S M Total Line 1: Jersey 10 25 35 Line 2: Shorts 30 30 Total 10 55 65/)
    expect(page.body).toContain('class="swatch c-001f5b"')
    // The buyer's words are text, never markup.
    expect(page.body).toContain('Second line &lt;b&gt;not bold&lt;/b&gt;')
    expect(text).toContain('utm_campaign kits')

    const links = [...page.body.matchAll(/href="(\/api\/files\/[^"]+)"/g)].map((match) => match[1]!)
    expect(links).toHaveLength(2)
    const download = await app.inject({ method: 'GET', url: links[0]! })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })

  it('writes to the buyer at exactly the address sent, with no field a crafted address adds', async () => {
    await start()
    const crafted = 'x?bcc=spy%40evil.example&subject=Re@example.com'
    const lead = await sendLead('contact', { ...sampleEnquiry, email: crafted })
    const browser = await signedIn()
    const page = await browser.get(`/admin/leads/${lead.id}`)
    const href = /href="(mailto:[^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&')
    const link = new URL(href)
    // A mail client reads the fields of a mailto: link from its query; there is none.
    expect(link.search).toBe('')
    expect(href).not.toMatch(/bcc=/i)
    expect(decodeURIComponent(link.pathname)).toBe(crafted)
    expect(textOf(page.body)).toContain(crafted)
  })

  it('marks the lead read the first time it is opened, and records who viewed it', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    expect((await leadRow(lead.id)).read_at).toBeNull()
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    const readAt = (await leadRow(lead.id)).read_at
    expect(readAt).not.toBeNull()
    await browser.get(`/admin/leads/${lead.id}`)
    expect((await leadRow(lead.id)).read_at).toBe(readAt)
    const views = await auditOf('viewed-lead')
    // The same person looking again a moment later is the same look at the lead.
    expect(views).toMatchObject([{ leadId: lead.id, actorEmail: 'sales@example.com' }])
    expect(views[0]!.detail).toBeNull()
  })

  it('leaves a lead unread when a link from another site opens it', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    for (const site of ['cross-site', 'same-site']) {
      const page = await browser.get(`/admin/leads/${lead.id}`, { 'sec-fetch-site': site })
      expect(page.statusCode).toBe(200)
      expect((await leadRow(lead.id)).read_at).toBeNull()
    }
    await browser.get(`/admin/leads/${lead.id}`, { 'sec-fetch-site': 'same-origin' })
    expect((await leadRow(lead.id)).read_at).not.toBeNull()
  })

  it('answers an unknown or malformed lead id with a 404 page in the inbox, showing no lead', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    for (const id of ['999', 'abc', '0', '-1', '1.5', '01', '1e3', `${lead.id}x`]) {
      const page = await browser.get(`/admin/leads/${id}`)
      expect(page.statusCode, id).toBe(404)
      expect(page.body).toContain('Lead not found')
      expect(page.body).toContain('Sign out')
      expect(page.body).not.toContain(lead.reference)
    }
    expect((await browser.post('/admin/leads/999/status', { status: 'won' })).statusCode).toBe(404)
    expect(await auditOf('viewed-lead')).toEqual([])
  })

  it('is for staff only: a page sends to sign in, a post is 401, and neither shows the lead', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = new TestBrowser(app)
    const page = await browser.get(`/admin/leads/${lead.id}`)
    expect(page.statusCode).toBe(303)
    expect(page.body).not.toContain(lead.reference)
    const post = await browser.post(`/admin/leads/${lead.id}/status`, { status: 'won' })
    expect(post.statusCode).toBe(401)
    expect((await leadRow(lead.id)).status).toBe('new')
  })
})

describe('working a lead', () => {
  it('moves it through the statuses, assigns it, notes and tags it, each change in the audit log', async () => {
    await start()
    const colleague = await store((db) => createStaff(db, 'ana@example.com'))
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    const post = async (action: string, fields: Record<string, string> = {}) => {
      const answer = await browser.post(`/admin/leads/${lead.id}/${action}`, fields)
      expect(answer.statusCode, action).toBe(303)
      return answer.headers.location
    }

    expect(await post('status', { status: 'contacted' })).toBe(`/admin/leads/${lead.id}?done=status`)
    await post('status', { status: 'quoted' })
    await post('assignee', { assignee: String(colleague) })
    await post('notes', { body: 'Called them: <script>alert(1)</script> wants 300 shirts' })
    await post('tags', { tag: '  Urgent  ' })
    await post('tags', { tag: 'club kit' })
    await post('tags/remove', { tag: 'club kit' })
    expect(await post('status', { status: 'quoted' })).toBe(`/admin/leads/${lead.id}?done=unchanged`)

    const row = await leadRow(lead.id)
    expect(row).toMatchObject({ status: 'quoted', assignee_id: colleague })
    expect(row.status_changed_at).not.toBeNull()
    const page = await browser.get(`/admin/leads/${lead.id}?done=note`)
    expect(page.body).toContain('Note added.')
    expect(page.body).toContain('Called them: &lt;script&gt;alert(1)&lt;/script&gt; wants 300 shirts')
    expect(page.body).not.toContain('<script>')
    expect(textOf(page.body)).toMatch(/Called them.*sales@example\.com/)
    expect(page.body).toContain('<option value="quoted" selected="">Quoted</option>')
    expect(page.body).toContain(`<option value="${colleague}" selected="">ana@example.com</option>`)
    expect(textOf(page.body)).toContain('Assigned to ana@example.com')
    expect(textOf(page.body)).toMatch(/Tags urgent × Remove tag urgent/)

    expect((await auditOf('changed-lead')).map((entry) => entry.detail)).toEqual([
      'status new → contacted',
      'status contacted → quoted',
      'assigned to ana@example.com',
      'note added',
      'tag +urgent',
      'tag +club kit',
      'tag -club kit',
    ])
    // Never the buyer's words, nor the note's.
    expect(JSON.stringify(await store((db) => listAudit(db)))).not.toMatch(/300 shirts|Riverside|Jane/)
  })

  it('marks a lead unread and leaves it unread on the page it goes back to', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    const answer = await browser.post(`/admin/leads/${lead.id}/unread`)
    expect(answer.headers.location).toBe(`/admin/leads/${lead.id}?done=unread`)
    const page = await browser.get(answer.headers.location!)
    expect(page.body).toContain('Marked as unread.')
    expect((await leadRow(lead.id)).read_at).toBeNull()
    expect((await auditOf('changed-lead')).map((entry) => entry.detail)).toEqual(['marked unread'])
  })

  it('answers bad input with 400 and a clear message, and changes nothing', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    const refused = async (action: string, fields: Record<string, string>, message: string) => {
      const answer = await browser.post(`/admin/leads/${lead.id}/${action}`, fields)
      expect(answer.statusCode, action).toBe(400)
      expect(textOf(answer.body)).toContain(message)
      return answer
    }
    await refused('status', { status: 'spam' }, 'Choose one of the statuses in the list.')
    await refused('status', {}, 'Choose one of the statuses in the list.')
    await refused('assignee', { assignee: '999' }, 'That account does not exist or is disabled')
    await refused('assignee', { assignee: 'me' }, 'Choose someone from the list, or Unassigned.')
    await refused('notes', { body: '   ' }, 'Write the note first.')
    const long = await refused('notes', { body: 'x'.repeat(4001) }, 'A note is at most 4,000 characters.')
    // What was typed is kept, in a field marked invalid.
    expect(long.body).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>x{4001}<\/textarea>/)
    await refused('tags', { tag: '!!!' }, 'A tag is 1 to 30 letters')
    await refused('tags', { tag: 'x'.repeat(31) }, 'A tag is 1 to 30 letters')
    await refused('resend', { job: '1' }, 'Only a failed delivery of this lead can be sent again.')
    await refused('resend', { job: 'all' }, 'Only a failed delivery of this lead can be sent again.')

    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', assignee_id: null })
    expect(await store((db) => db.selectFrom('lead_notes').selectAll().execute())).toEqual([])
    expect(await store((db) => db.selectFrom('lead_tags').selectAll().execute())).toEqual([])
    expect(await auditOf('changed-lead')).toEqual([])
  })

  it('refuses a forged post (no token, or another) with 403 and changes nothing', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    const forged = await browser.post(`/admin/leads/${lead.id}/status`, { status: 'won', _csrf: 'forged' })
    expect(forged.statusCode).toBe(403)
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    for (const action of ['status', 'spam', 'notes']) {
      const bare = await app.inject({
        method: 'POST',
        url: `/admin/leads/${lead.id}/${action}`,
        payload: 'status=won&body=hello',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      })
      expect(bare.statusCode, action).toBe(403)
    }
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', spam: 0 })
    expect(await store((db) => db.selectFrom('lead_notes').selectAll().execute())).toEqual([])
    expect(await auditOf('changed-lead')).toEqual([])
  })

  it('marks a lead still new past the promised reply time as overdue, until it is worked', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    await store((db) =>
      db
        .updateTable('leads')
        // A week ago: past the 24 working hours whatever holidays fell between.
        .set({ created_at: new Date(Date.now() - 7 * 86_400_000).toISOString() })
        .where('id', '=', lead.id)
        .execute(),
    )
    const browser = await signedIn()
    expect((await browser.get(`/admin/leads/${lead.id}`)).body).toContain(
      '<span class="badge overdue">Overdue</span>',
    )
    await browser.post(`/admin/leads/${lead.id}/status`, { status: 'contacted' })
    expect((await browser.get(`/admin/leads/${lead.id}`)).body).not.toContain('badge overdue')
  })
})

describe('deliveries', () => {
  it('shows each delivery, and sends a failed one again with "Resend"', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    await settled(lead.id)
    const [notify] = await jobs(lead.id)
    await store((db) =>
      db
        .updateTable('outbox')
        .set({ state: 'parked', last_error: '550 mailbox unavailable', sent_at: null })
        .where('id', '=', notify!.id)
        .execute(),
    )
    const browser = await signedIn()
    const page = textOf((await browser.get(`/admin/leads/${lead.id}`)).body)
    expect(page).toMatch(
      /Sales notification Failed .*Last error: 550 mailbox unavailable Resend the sales notification/,
    )
    expect(page).toMatch(/Acknowledgement to the buyer Sent Sent /)

    const answer = await browser.post(`/admin/leads/${lead.id}/resend`, { job: String(notify!.id) })
    expect(answer.headers.location).toBe(`/admin/leads/${lead.id}?done=resent`)
    await waitUntil('the delivery sent again', async () => (await jobs(lead.id))[0]!.state === 'sent')
    expect(await auditOf('resent-delivery')).toMatchObject([
      { leadId: lead.id, detail: `notify #${notify!.id} sent again` },
    ])
    // A delivery that is not failed is not sent again.
    expect(
      (await browser.post(`/admin/leads/${lead.id}/resend`, { job: String(notify!.id) })).statusCode,
    ).toBe(400)
  })
})

describe('spam', () => {
  it('"not spam" moves a caught lead to the inbox and sends the notifications it never sent', async () => {
    smtp = await startMailCatcher()
    await start({ SMTP_URL: smtp.url, SALES_EMAIL: 'sales@maker.example' })
    const lead = await sendLead('contact', { ...sampleEnquiry, _gotcha: 'http://spam.example' })
    expect(await leadRow(lead.id)).toMatchObject({ status: 'spam', spam: 1 })
    expect(await jobs(lead.id)).toEqual([])

    const browser = await signedIn()
    const page = await browser.get(`/admin/leads/${lead.id}`)
    expect(textOf(page.body)).toContain('In the spam folder Caught by the spam trap')
    expect(textOf(page.body)).toContain('Spam trap (a hidden field) http://spam.example')
    const answer = await browser.post(`/admin/leads/${lead.id}/not-spam`)
    expect(answer.headers.location).toBe(`/admin/leads/${lead.id}?done=not-spam`)

    const mails = await smtp.waitFor(2)
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([
      ['jane@club.example'],
      ['sales@maker.example'],
    ])
    expect(
      mails.every((mail) => mail.subject?.includes(lead.reference) || mail.text?.includes(lead.reference)),
    ).toBe(true)
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', spam: 0 })
    await settled(lead.id)
    expect((await jobs(lead.id)).map((job) => [job.kind, job.state])).toEqual([
      ['notify', 'sent'],
      ['ack', 'sent'],
    ])
    expect(await auditOf('marked-not-spam')).toMatchObject([
      { leadId: lead.id, detail: 'status spam → new, 2 deliveries queued' },
    ])
  })

  it('"mark as spam" cancels what was not yet sent, and "not spam" queues it again within the caps', async () => {
    // A mail server nobody answers at: every delivery waits for its next try.
    await start({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_BASE_SECONDS: '3600' })
    const lead = await sendLead('contact', sampleEnquiry)
    await waitUntil('a first try', async () => (await jobs(lead.id)).every((job) => job.attempts > 0))
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    await browser.post(`/admin/leads/${lead.id}/spam`)
    expect(await leadRow(lead.id)).toMatchObject({ status: 'spam', spam: 1 })
    expect((await jobs(lead.id)).map((job) => [job.kind, job.state, job.recipient_key])).toEqual([
      ['notify', 'skipped', null],
      ['ack', 'skipped', null],
    ])
    await browser.post(`/admin/leads/${lead.id}/not-spam`)
    expect((await jobs(lead.id)).map((job) => [job.kind, job.state])).toEqual([
      ['notify', 'skipped'],
      ['ack', 'skipped'],
      ['notify', 'pending'],
      ['ack', 'pending'],
    ])
    expect((await auditOf('changed-lead')).map((entry) => entry.detail)).toEqual(['status new → spam'])
  })
})

describe('erasing a person', () => {
  it('removes every lead, file, delivery, note, search entry and mail file of one address, and nothing else', async () => {
    await start()
    const contact = await sendLead('contact', sampleEnquiry)
    const quoted = await sendQuote({ ...quote, Email: 'Jane@Club.Example' })
    const signup = await sendLead('newsletter', { email: 'jane@club.example' })
    const other = await sendLead('contact', {
      ...sampleEnquiry,
      name: 'Tom Other',
      email: 'tom@other.example',
    })
    for (const lead of [contact, quoted, signup, other]) await settled(lead.id)
    const mailDir = path.join(env.dataDir, 'mail', 'outbox')
    const uploadsDir = path.join(env.dataDir, 'uploads')
    expect(readdirSync(mailDir)).toHaveLength(7)
    expect(readdirSync(uploadsDir)).toContain(String(quoted.id))

    const browser = await signedIn()
    await browser.get(`/admin/leads/${contact.id}`)
    await browser.post(`/admin/leads/${contact.id}/notes`, { body: 'Wants to be forgotten' })
    await browser.post(`/admin/leads/${contact.id}/tags`, { tag: 'gdpr' })

    const confirm = await browser.get(`/admin/erase?lead=${contact.id}`)
    expect(confirm.statusCode).toBe(200)
    const preview = textOf(confirm.body)
    expect(preview).toContain('What is kept of jane@club.example')
    expect(preview).toContain('Leads 3 leads Artwork 2 files Mails and webhook calls 5 deliveries')
    expect(preview).toContain(
      'Mail copies on disk 5 .eml files Internal notes 1 note Newsletter Subscription',
    )
    // The address stays out of the lead page's link.
    expect((await browser.get(`/admin/leads/${contact.id}`)).body).toContain(
      `href="/admin/erase?lead=${contact.id}"`,
    )

    const wrong = await browser.post('/admin/erase', { email: 'jane@club.example', confirm: 'jane@club' })
    expect(wrong.statusCode).toBe(400)
    expect(textOf(wrong.body)).toContain('Type the address exactly as shown above to confirm.')
    expect(await leadRow(contact.id)).toBeDefined()

    const done = await browser.post('/admin/erase', {
      email: 'jane@club.example',
      confirm: ' JANE@club.example ',
    })
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe('/admin?done=erased')

    const gone = [contact.id, quoted.id, signup.id]
    const count = (table: 'leads' | 'uploads' | 'outbox' | 'lead_notes' | 'lead_tags' | 'subscribers') =>
      store(async (db) => (await db.selectFrom(table).selectAll().execute()).length)
    expect(await store((db) => db.selectFrom('leads').select('id').execute())).toEqual([{ id: other.id }])
    expect(await count('uploads')).toBe(0)
    expect(await count('lead_notes')).toBe(0)
    expect(await count('lead_tags')).toBe(0)
    expect(await count('subscribers')).toBe(0)
    expect((await jobs(other.id)).length).toBe(2)
    expect(await count('outbox')).toBe(2)
    const indexed = await store(
      async (db) => (await sql<{ rowid: number }>`SELECT rowid FROM leads_search`.execute(db)).rows,
    )
    expect(indexed.map((row) => row.rowid)).toEqual([other.id])
    expect(readdirSync(uploadsDir).filter((name) => gone.map(String).includes(name))).toEqual([])
    expect(readdirSync(mailDir)).toHaveLength(2)
    expect(readdirSync(mailDir).every((name) => name.startsWith(`${other.reference}-`))).toBe(true)

    const erased = await auditOf('erased-person')
    expect(erased).toMatchObject([
      {
        actorEmail: 'sales@example.com',
        leadId: null,
        detail: '3 leads, 2 files, 5 deliveries, 5 mail files, 1 note, 1 subscription',
      },
    ])
    expect(JSON.stringify(await store((db) => listAudit(db)))).not.toMatch(/jane|club\.example/i)
    // The erased lead's page is gone; the other person's is not.
    expect((await browser.get(`/admin/leads/${contact.id}`)).statusCode).toBe(404)
    expect((await browser.get(`/admin/leads/${other.id}`)).statusCode).toBe(200)
  })

  it('looks an address up from the confirmation page, and refuses one that is not an address', async () => {
    await start()
    const browser = await signedIn()
    const blank = await browser.get('/admin/erase')
    expect(blank.statusCode).toBe(200)
    expect(blank.body).toContain('<label for="email">Email address</label>')
    const bad = await browser.get('/admin/erase?email=not-an-address')
    expect(bad.statusCode).toBe(400)
    expect(textOf(bad.body)).toContain('That is not an e-mail address.')
    const nobody = await browser.get('/admin/erase?email=nobody%40example.com')
    expect(textOf(nobody.body)).toContain('Nothing: no lead or subscription has this address.')
    expect(
      (await browser.post('/admin/erase', { email: 'nobody@example.com', confirm: 'nobody@example.com' }))
        .statusCode,
    ).toBe(400)
    expect(await auditOf('erased-person')).toEqual([])
    expect((await new TestBrowser(app).get('/admin/erase?email=jane%40club.example')).statusCode).toBe(303)
  })
})

describe('the audit log page', () => {
  it('lists entries newest first in words, links leads that still exist, and pages back', async () => {
    await start()
    const lead = await sendLead('contact', sampleEnquiry)
    const browser = await signedIn()
    await browser.get(`/admin/leads/${lead.id}`)
    await browser.post(`/admin/leads/${lead.id}/status`, { status: 'contacted' })
    await store(async (db) => {
      for (let index = 0; index < 60; index++)
        await db
          .insertInto('audit_log')
          .values({
            at: new Date().toISOString(),
            action: 'viewed-lead',
            lead_id: 424242,
            actor_email: 'x@example.com',
          })
          .execute()
    })
    await browser.post(`/admin/leads/${lead.id}/tags`, { tag: 'vip' })

    const first = await browser.get('/admin/audit')
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('aria-current="page">Audit log</a>')
    const rows = [...first.body.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) => textOf(match[1]!).trim())
    expect(rows).toHaveLength(51)
    expect(rows[1]).toMatch(/sales@example\.com Changed a lead Lead \d+ tag \+vip/)
    expect(rows[2]).toContain('Viewed a lead Lead 424242 (gone)')
    expect(first.body).toContain(`<a href="/admin/leads/${lead.id}">Lead ${lead.id}</a>`)
    const older = /href="(\/admin\/audit\?before=\d+)"/.exec(first.body)?.[1]
    expect(older).toBeDefined()

    const second = textOf((await browser.get(older!)).body)
    expect(second).toContain('Changed a lead')
    expect(second).toContain('status new → contacted')
    expect(second).toContain('Signed in')
    expect(second).toContain('Newest entries')
  })

  it('is refused signed out: a page goes to sign in, anything else gets 401', async () => {
    await start()
    const page = await new TestBrowser(app).get('/admin/audit')
    expect(page.statusCode).toBe(303)
    expect(page.headers.location).toBe('/admin/sign-in?next=%2Fadmin%2Faudit')
    const data = await app.inject({
      method: 'GET',
      url: '/admin/audit',
      headers: { accept: 'application/json' },
    })
    expect(data.statusCode).toBe(401)
    expect(data.body).not.toContain('signed-in')
  })
})
