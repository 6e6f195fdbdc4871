import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { ServerEnv } from '../env'
import { signLink } from '../newsletter/tokens'
import { withStore } from '../store/open'
import { databaseFile } from '../store/open'
import { directoryStorage } from '../files/directory'
import { sweepRetention } from '../store/retention'
import { signingKey } from '../store/settings'
import { confirmedSubscribers } from '../store/subscribers'
import { isSuppressed } from '../store/suppressions'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'
import { freePort, startMailCatcher, type CaughtMail } from '../test/mail-catcher'
import { waitUntil } from '../test/wait'

const sales = ['sales@maker.example', 'boss@maker.example']
// Free text a spammer would want relayed: it must reach sales and never come back to the address.
const contact = { ...sampleEnquiry, message: 'Visit cheap-pills.example for 300 home shirts' }
const quote = {
  CustomerName: 'Ana García',
  Company: 'Club Atlético Norte',
  Email: 'ana@norte.example',
  Phone: '+34 600 000 000',
  Country: 'España',
  City: 'Madrid',
  Position: '',
  Website: '',
  ProductType: 'jersey',
  Color: '#C8102E',
  Size: 'M',
  Notes: 'Visit cheap-pills.example: S 50, M 120',
}
const bodies = { contact, quote }
/** Fields chosen from a list: the notification shows their labels, not the values sent. */
const choices = ['productType', 'quantity', 'ProductType', 'Color', 'Size']
const buyerOf = { contact: contact.email, quote: quote.Email }

let app: FastifyInstance | undefined
let env: ServerEnv
const closers: Array<() => Promise<unknown>> = []

async function start(variables: Record<string, string>) {
  env = testEnv({
    SALES_EMAIL: sales.join(', '),
    MAIL_FROM: 'Sterling Stitch <hello@maker.example>',
    MAIL_RETRY_BASE_SECONDS: '1',
    ...variables,
  })
  app = await buildApp(env)
  await app.ready()
}

async function catcher(options?: Parameters<typeof startMailCatcher>[0]) {
  const started = await startMailCatcher(options)
  closers.push(started.close)
  return started
}

afterEach(async () => {
  await app?.close()
  app = undefined
  await Promise.all(closers.splice(0).map((close) => close()))
})

function send(form: 'contact' | 'quote' | 'newsletter', body: object, locale: 'en' | 'es' = 'en') {
  return app!.inject({
    method: 'POST',
    url: `/api/forms/${form}?landing=${encodeURIComponent('/products/soccer?utm_source=google&utm_campaign=kits')}`,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'content-language': locale,
      referer: `https://shop.example${locale === 'es' ? '/es' : ''}/contact`,
    },
    payload: JSON.stringify(body),
  })
}

async function sendLead(form: 'contact' | 'quote' | 'newsletter', body: object, locale: 'en' | 'es' = 'en') {
  const response = await send(form, body, locale)
  expect(response.statusCode).toBe(200)
  return response.json().reference as string
}

const outbox = () =>
  withStore({ dataDir: env.dataDir }, (db) => db.selectFrom('outbox').selectAll().orderBy('id').execute())
const mailTo = (mails: CaughtMail[], address: string) =>
  mails.filter((mail) => mail.envelopeTo.includes(address))
const everything = (mail: CaughtMail) => `${mail.subject}\n${mail.text}\n${mail.html}`

describe('a lead sends the sales notification and the buyer acknowledgement', () => {
  const cases = [
    {
      form: 'contact',
      locale: 'en',
      salesSubject: /^Enquiry (SS-\w{8}) · Riverside FC · Sportswear · 500-1,000\spieces$/,
      ackSubject: 'We have received your enquiry',
      choices: ['Sportswear', '500-1,000\u00a0pieces'],
      ackWords: ['Hello Jane Smith,', 'Your reference', 'within 24 hours', 'What you asked about'],
    },
    {
      form: 'quote',
      locale: 'es',
      salesSubject: /^\[ES\] Quotation request (SS-\w{8}) · Club Atlético Norte · Jersey$/,
      ackSubject: 'Hemos recibido su solicitud de presupuesto',
      choices: ['Jersey', 'Red (#C8102E)', 'Size            M'],
      ackWords: ['Hola, Ana García:', 'Su referencia', 'en menos de 24 horas'],
    },
    {
      form: 'contact',
      locale: 'es',
      salesSubject: /^\[ES\] Enquiry (SS-\w{8}) · Riverside FC · Sportswear · 500-1,000\spieces$/,
      ackSubject: 'Hemos recibido su consulta',
      choices: ['Sportswear', '500-1,000\u00a0pieces'],
      ackWords: ['Hola, Jane Smith:', 'Su referencia', 'Próximos pasos'],
    },
    {
      form: 'quote',
      locale: 'en',
      salesSubject: /^Quotation request (SS-\w{8}) · Club Atlético Norte · Jersey$/,
      ackSubject: 'We have received your quotation request',
      choices: ['Jersey', 'Red (#C8102E)'],
      ackWords: ['Hello Ana García,', 'we make a sample in 7-10 days'],
    },
  ] as const

  for (const item of cases) {
    it(`${item.form} in ${item.locale === 'en' ? 'English' : 'Spanish'}`, async () => {
      const smtp = await catcher()
      await start({ SMTP_URL: smtp.url })
      const reference = await sendLead(item.form, bodies[item.form], item.locale)
      const mails = await smtp.waitFor(2)

      const [notification] = mailTo(mails, sales[0]!)
      expect(notification!.envelopeTo).toEqual(sales)
      expect(notification!.from?.value).toEqual([{ name: 'Sterling Stitch', address: 'hello@maker.example' }])
      expect(notification!.replyTo?.text).toBe(buyerOf[item.form])
      expect(notification!.subject).toMatch(item.salesSubject)
      expect(item.salesSubject.exec(notification!.subject ?? '')?.[1]).toBe(reference)
      const typed = Object.entries(bodies[item.form]).filter(
        ([field, value]) => value && !choices.includes(field),
      )
      for (const [, value] of typed) {
        expect(notification!.text).toContain(value)
        expect(notification!.html).toContain(value)
      }
      for (const label of item.choices) expect(notification!.text).toContain(label)
      expect(notification!.text).toContain(item.locale === 'es' ? 'Spanish' : 'English')
      expect(notification!.text).toContain(`https://shop.example${item.locale === 'es' ? '/es' : ''}/contact`)
      expect(notification!.text).toContain('utm_source=google, utm_campaign=kits')
      expect(notification!.text).toMatch(/Received \(UK time\)\s+\w+day, \d+ \w+ \d{4} at \d\d:\d\d/)

      const [ack] = mailTo(mails, buyerOf[item.form])
      expect(ack!.envelopeTo).toEqual([buyerOf[item.form]])
      expect(ack!.replyTo?.text).toBe(sales[0])
      expect(ack!.subject).toBe(`${item.ackSubject} (${reference})`)
      expect(ack!.headers.get('auto-submitted')).toBe('auto-replied')
      for (const words of item.ackWords) expect(ack!.text?.replace(/\s+/g, ' ')).toContain(words)
      expect(ack!.text).toContain(reference)
      expect(ack!.html).toContain(`lang="${item.locale}"`)
      // Nothing the buyer typed freely comes back: a relay for spam would start there.
      expect(everything(ack!)).not.toContain('cheap-pills')
      for (const mail of [notification!, ack!]) {
        expect(mail.messageId).toMatch(new RegExp(`^<${reference}-(notify|ack)-\\d+@maker\\.example>$`))
      }
      await waitUntil('both jobs marked sent', async () =>
        (await outbox()).every((job) => job.state === 'sent'),
      )
    })
  }
})

describe('what is never sent', () => {
  it('sends nothing for spam', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url })
    const spam = await sendLead('contact', { ...contact, _gotcha: 'http://spam.example' })
    const real = await sendLead('contact', { ...contact, email: 'real@club.example' })
    const mails = await smtp.waitFor(2)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mails).toHaveLength(2)
    expect(mails.every((mail) => mail.subject?.includes(real))).toBe(true)
    expect(mails.some((mail) => everything(mail).includes(spam))).toBe(false)
  })

  it('acknowledges an address MAIL_REPLY_ADDRESS_DAILY_CAP times a day (UTC), however it is written; the next waits', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url, MAIL_REPLY_ADDRESS_DAILY_CAP: '1' })
    await sendLead('contact', { ...contact, email: 'Jane@Club.Example' })
    await sendLead('quote', { ...quote, Email: 'jane@club.example' })
    const mails = await smtp.waitFor(3)
    await waitUntil('the first acknowledgement sent', async () =>
      (await outbox()).some((job) => job.kind === 'ack' && job.state === 'sent'),
    )
    expect(mailTo(mails, sales[0]!)).toHaveLength(2)
    expect(mails.filter((mail) => !mail.envelopeTo.includes(sales[0]!))).toHaveLength(1)
    const [, second] = (await outbox()).filter((job) => job.kind === 'ack')
    // Not dropped: it goes a day after the first, when the address's cap allows it.
    expect(second).toMatchObject({
      state: 'pending',
      attempts: 0,
      last_error: 'waits for its turn under the cap of 1 a day to one address',
    })
    const day = 86_400_000
    expect(second!.due_at).toBe(
      new Date((Math.floor(Date.parse(second!.created_at) / day) + 1) * day).toISOString(),
    )
  })

  it('holds replies past MAIL_ACK_HOURLY_CAP for a later turn, and still notifies sales at once', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url, MAIL_ACK_HOURLY_CAP: '2' })
    for (const name of ['a', 'b', 'c'])
      await sendLead('contact', { ...contact, email: `${name}@club.example` })
    const mails = await smtp.waitFor(5)
    expect(mailTo(mails, sales[0]!)).toHaveLength(3)
    expect(mails.map((mail) => mail.envelopeTo[0]).filter((to) => to?.endsWith('@club.example'))).toEqual([
      'a@club.example',
      'b@club.example',
    ])
    const held = (await outbox()).filter((job) => job.kind === 'ack' && job.state === 'pending')
    expect(held).toMatchObject([{ last_error: 'waits for its turn under the cap of 2 an hour in all' }])
  })
})

describe('one client flooding the forms', () => {
  /** A newsletter signup from the client at `address`, as the socket gives it. */
  const signUp = (email: string, address: string) =>
    app!.inject({
      method: 'POST',
      url: '/api/forms/newsletter',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify({ email }),
    })

  it('cannot use up the replies of everyone else: its own wait, others go at once, and it shows', async () => {
    const smtp = await catcher()
    await start({
      SMTP_URL: smtp.url,
      MAIL_CONFIRM_HOURLY_CAP: '6',
      MAIL_REPLY_NETWORK_HOURLY_CAP: '3',
    })
    // Throwaway addresses from one network, two of its machines among them.
    for (let index = 0; index < 8; index++)
      expect((await signUp(`x${index}@example.net`, `203.0.113.${index % 2 ? 7 : 9}`)).statusCode).toBe(200)
    // A real subscriber and a real buyer, each on a network of their own, are answered at once.
    expect((await signUp('reader@club.example', '198.51.100.20')).statusCode).toBe(200)
    const buyer = await app!.inject({
      method: 'POST',
      url: '/api/forms/contact',
      remoteAddress: '2001:db8:77::5',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify({ ...contact, email: 'buyer@club.example' }),
    })
    expect(buyer.statusCode).toBe(200)
    const mails = await smtp.waitFor(3 + 1 + 2)
    const to = mails.map((mail) => mail.envelopeTo[0])
    expect(to).toContain('reader@club.example')
    expect(to).toContain('buyer@club.example')
    expect(to.filter((address) => address?.endsWith('@example.net'))).toHaveLength(3)

    // The flood's other five wait, none dropped; the caps at work show in /healthz and the inbox.
    const confirms = (await outbox()).filter((job) => job.kind === 'confirm')
    expect(confirms.filter((job) => job.state === 'skipped')).toEqual([])
    const waiting = confirms.filter((job) => job.state === 'pending')
    expect(waiting).toHaveLength(5)
    expect(waiting.every((job) => Date.parse(job.due_at) > Date.now())).toBe(true)
    const health = await app!.inject({ url: '/healthz', remoteAddress: '127.0.0.1' })
    expect(health.statusCode).toBe(200)
    expect(health.json().outbox.replyCaps).toMatchObject({ waiting: 5, refusedLastDay: 0 })
  })
})

describe('newsletter double opt-in', () => {
  const linkIn = (mail: CaughtMail, path: string) => {
    const match = new RegExp(`https://shop\\.example${path}\\?token=([\\w.-]+)`).exec(mail.text ?? '')
    expect(match, `a ${path} link`).not.toBeNull()
    return match![1]!
  }
  const press = (path: string, token: string, body = '') =>
    app!.inject({
      method: 'POST',
      url: `${path}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: body,
    })
  const subscribers = () => withStore({ dataDir: env.dataDir }, (db) => confirmedSubscribers(db))

  it('subscribes only after the mailed link is confirmed, once, and unsubscribes in one click', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url })
    await sendLead('newsletter', { email: 'Buyer@Shop.example' }, 'es')
    const [confirmation] = await smtp.waitFor(1)
    expect(confirmation!.envelopeTo.map((address) => address.toLowerCase())).toEqual(['buyer@shop.example'])
    expect(confirmation!.subject).toBe('Confirme su suscripción al boletín de Sterling Stitch')
    expect(await subscribers()).toEqual([])
    // Newsletter signups are not mailed one by one to sales.
    expect(mailTo(smtp.mails, sales[0]!)).toEqual([])

    const confirmToken = linkIn(confirmation!, '/es/newsletter/confirm')
    // The link opens a page with a button; opening it changes nothing (mail scanners open links).
    expect((await app!.inject({ url: `/es/newsletter/confirm?token=${confirmToken}` })).statusCode).toBe(200)
    expect(await subscribers()).toEqual([])

    const confirmed = await press('/es/newsletter/confirm', confirmToken)
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/es/newsletter/subscribed')
    // Kept as typed; matched whatever the case.
    expect((await subscribers()).map((subscriber) => subscriber.email)).toEqual(['Buyer@Shop.example'])

    const [, welcome] = await smtp.waitFor(2)
    expect(welcome!.subject).toBe('Su suscripción al boletín de Sterling Stitch está confirmada')
    const unsubscribeToken = linkIn(welcome!, '/es/newsletter/unsubscribe')
    // The raw header line, unfolded.
    const header = (name: string) =>
      welcome!.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ')
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <https://shop.example/es/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    )

    // A second press of the confirmation lands on the same page and sends nothing more.
    expect((await press('/es/newsletter/confirm', confirmToken)).headers.location).toBe(
      '/es/newsletter/subscribed',
    )

    // The mail client's own button: RFC 8058 one-click, answered with a status.
    const oneClick = await press('/es/newsletter/unsubscribe', unsubscribeToken, 'List-Unsubscribe=One-Click')
    expect(oneClick.statusCode).toBe(200)
    expect(await subscribers()).toEqual([])
    expect((await press('/es/newsletter/unsubscribe', unsubscribeToken)).headers.location).toBe(
      '/es/newsletter/unsubscribed',
    )
    // The old confirmation no longer subscribes anyone.
    expect((await press('/es/newsletter/confirm', confirmToken)).headers.location).toBe(
      '/es/newsletter/link-expired',
    )
    expect(await subscribers()).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.mails).toHaveLength(2)
  })

  it('keeps an ended subscription as a suppression entry that only a new confirmation lifts', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url })
    await sendLead('newsletter', { email: 'coach@school.example' })
    const [confirmation] = await smtp.waitFor(1)
    await press('/newsletter/confirm', linkIn(confirmation!, '/newsletter/confirm'))
    const [, welcome] = await smtp.waitFor(2)
    const unsubscribeToken = linkIn(welcome!, '/newsletter/unsubscribe')
    await press('/newsletter/unsubscribe', unsubscribeToken)

    // The hourly sweep, run now: the subscription becomes a keyed hash and the date.
    const suppressed = () =>
      withStore({ dataDir: env.dataDir }, async (db) =>
        isSuppressed(db, await signingKey(db), 'coach@school.example'),
      )
    await withStore({ dataDir: env.dataDir }, async (db) =>
      sweepRetention(db, directoryStorage(env.uploads.dir), env.retention, await signingKey(db)),
    )
    expect(await suppressed()).toBe(true)
    // The person's link still says what it did.
    expect((await press('/newsletter/unsubscribe', unsubscribeToken)).headers.location).toBe(
      '/newsletter/unsubscribed',
    )

    // Signing up again mails only the confirmation; the newsletter waits for the person's yes.
    await sendLead('newsletter', { email: 'Coach@School.example' })
    const [, , again] = await smtp.waitFor(3)
    expect(await suppressed()).toBe(true)
    await press('/newsletter/confirm', linkIn(again!, '/newsletter/confirm'))
    const [, , , welcomeAgain] = await smtp.waitFor(4)
    expect(welcomeAgain!.envelopeTo.map((address) => address.toLowerCase())).toEqual(['coach@school.example'])
    expect(await suppressed()).toBe(false)
  })

  it('refuses a link that expired or was tampered with', async () => {
    const smtp = await catcher()
    await start({ SMTP_URL: smtp.url })
    await sendLead('newsletter', { email: 'late@shop.example' })
    const [confirmation] = await smtp.waitFor(1)
    const token = linkIn(confirmation!, '/newsletter/confirm')
    const [id, nonce] = token.split('.')
    const key = await withStore({ dataDir: env.dataDir }, signingKey)
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000)
    const expired = signLink(key, 'confirm', { subscriberId: Number(id), nonce: nonce! }, eightDaysAgo)
    const tampered = token.replace(/^\d+/, (value) => String(Number(value) + 1))
    const asUnsubscribe = signLink(key, 'unsubscribe', { subscriberId: Number(id), nonce: nonce! })
    for (const bad of [expired, tampered, 'garbage', '']) {
      expect((await press('/newsletter/confirm', bad)).headers.location, bad).toBe('/newsletter/link-expired')
    }
    expect((await press('/newsletter/confirm', asUnsubscribe)).headers.location).toBe(
      '/newsletter/link-expired',
    )
    expect(await subscribers()).toEqual([])
    expect((await press('/newsletter/confirm', token)).headers.location).toBe('/newsletter/subscribed')
  })
})

describe('delivery that loses nothing', () => {
  it('keeps every mail while the mail server is down and sends them when it is back', async () => {
    const port = await freePort()
    await start({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    const references = [await sendLead('contact', contact), await sendLead('quote', quote, 'es')]
    await waitUntil('a failed first try', async () =>
      (await outbox()).every((job) => job.attempts >= 1 && job.last_error),
    )
    const health = (await app!.inject({ url: '/healthz' })).json()
    expect(health).toMatchObject({ ok: true, database: 'writable', outbox: { pending: 4, parked: 0 } })
    expect((await outbox())[0]!.last_error).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/)

    const smtp = await catcher({ port })
    const mails = await smtp.waitFor(4, 20_000)
    for (const reference of references)
      expect(mails.filter((mail) => mail.subject?.includes(reference))).toHaveLength(2)
    await waitUntil(
      'the outbox emptied',
      async () => (await app!.inject({ url: '/healthz' })).json().outbox.pending === 0,
    )
  }, 40_000)

  it('parks a delivery at once when the mail server refuses the login', async () => {
    const smtp = await catcher({ login: { user: 'site', pass: 'right' } })
    await start({ SMTP_URL: `smtp://site:wrong@127.0.0.1:${smtp.port}` })
    await sendLead('contact', contact)
    const parked = await waitUntil('parked jobs', async () => {
      const jobs = await outbox()
      return jobs.every((job) => job.state === 'parked') && jobs
    })
    expect(parked.map((job) => job.attempts)).toEqual([1, 1])
    expect(parked[0]!.last_error).toMatch(/^EAUTH 535/)
    expect((await app!.inject({ url: '/healthz' })).json().outbox).toMatchObject({ pending: 0, parked: 2 })
    expect(smtp.mails).toEqual([])
  })

  it('writes each mail as an .eml file when no mail server is configured', async () => {
    await start({})
    const reference = await sendLead('contact', contact, 'es')
    const { readdirSync, readFileSync } = await import('node:fs')
    const folder = `${env.dataDir}/mail/outbox`
    const files = await waitUntil('two .eml files', () => {
      const found = readdirSync(folder).filter((file) => file.endsWith('.eml'))
      return found.length === 2 && found
    })
    expect(files.map((file) => file.replace(/-\d+\.eml$/, '')).sort()).toEqual([
      `${reference}-ack`,
      `${reference}-notify`,
    ])
    const ack = readFileSync(`${folder}/${files.find((file) => file.includes('-ack-'))}`, 'utf8')
    expect(ack).toMatch(/^Subject: Hemos recibido su consulta/m)
  })

  it('answers 503 on /healthz while the database takes no writes', async () => {
    await start({})
    expect((await app!.inject({ url: '/healthz' })).statusCode).toBe(200)
    const other = new Database(`${env.dataDir}/${databaseFile}`)
    other.pragma('busy_timeout = 0')
    other.exec('BEGIN EXCLUSIVE')
    try {
      // The last answer holds for a few seconds; the next check finds the database locked.
      const response = await waitUntil(
        'a check that finds the database locked',
        async () => {
          const answer = await app!.inject({ url: '/healthz' })
          return answer.statusCode === 503 && answer
        },
        25_000,
      )
      expect(response.json()).toEqual({ ok: false, database: 'not writable' })
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
  }, 40_000)
})

/**
 * What a receiver does with a call, as docs/mail.md tells it to: the signature over the time, the
 * delivery's id and the raw body, compared in constant time; a time more than five minutes off
 * refused; a delivery id already taken recognised as a repeat.
 */
function receiverCheck(
  secret: string,
  seen: Set<string>,
  headers: IncomingMessage['headers'],
  rawBody: string,
  now = Date.now(),
): 'accepted' | 'forged' | 'stale' | 'repeat' {
  const timestamp = String(headers['x-webhook-timestamp'] ?? '')
  const delivery = String(headers['x-webhook-delivery'] ?? '')
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery}.${rawBody}`).digest('hex')}`,
  )
  const given = Buffer.from(String(headers['x-webhook-signature'] ?? ''))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp) * 1000) > 5 * 60_000) return 'stale'
  if (seen.has(delivery)) return 'repeat'
  seen.add(delivery)
  return 'accepted'
}

describe('the webhook', () => {
  it('posts each lead signed with WEBHOOK_SECRET, and tries again after a 500', async () => {
    const received: Array<{ body: string; headers: IncomingMessage['headers'] }> = []
    const receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ body, headers: request.headers })
        response.statusCode = received.length === 1 ? 500 : 204
        response.end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    closers.push(() => new Promise((resolve) => receiver.close(resolve)))
    const secret = 'a-long-shared-secret-for-tests'
    const smtp = await catcher()
    await start({
      SMTP_URL: smtp.url,
      WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/leads`,
      WEBHOOK_SECRET: secret,
    })
    const reference = await sendLead('contact', contact, 'es')
    await sendLead('contact', { ...contact, _gotcha: 'bot' })
    await waitUntil('a second try', () => received.length >= 2)
    await waitUntil(
      'the job sent',
      async () => (await outbox()).find((job) => job.kind === 'webhook')?.state === 'sent',
    )

    // Each try is genuine and fresh, and both tries are one delivery (the receiver keeps the id of
    // the one it took, the second: it answered the first with 500).
    for (const { body, headers } of received) {
      expect(receiverCheck(secret, new Set(), headers, body)).toBe('accepted')
      expect(headers['content-type']).toBe('application/json')
    }
    expect(received[0]!.body).toBe(received[1]!.body)
    expect(received[0]!.headers['x-webhook-delivery']).toBe(received[1]!.headers['x-webhook-delivery'])
    expect(received[0]!.headers['x-webhook-delivery']).toMatch(new RegExp(`^${reference}-webhook-\\d+$`))

    // A captured call sent again: within the window its id is known, later its time is old, and
    // neither another id nor another time can be put on it.
    const { body, headers } = received[1]!
    const sentAt = Number(headers['x-webhook-timestamp']) * 1000
    const seen = new Set<string>()
    expect(receiverCheck(secret, seen, headers, body)).toBe('accepted')
    expect(receiverCheck(secret, seen, headers, body)).toBe('repeat')
    expect(receiverCheck(secret, new Set(), headers, body, sentAt + 6 * 60_000)).toBe('stale')
    expect(receiverCheck(secret, new Set(), headers, body, sentAt - 6 * 60_000)).toBe('stale')
    const now = String(Math.floor(Date.now() / 1000) + 1)
    for (const forged of [
      { ...headers, 'x-webhook-delivery': `${reference}-webhook-999` },
      { ...headers, 'x-webhook-timestamp': now },
      {
        ...headers,
        'x-webhook-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
    ])
      expect(receiverCheck(secret, new Set(), forged, body)).toBe('forged')
    expect(receiverCheck(secret, new Set(), headers, body.replace('contact', 'quote'))).toBe('forged')
    expect(JSON.parse(received[1]!.body)).toMatchObject({
      reference,
      form: 'contact',
      fields: contact,
      language: 'es',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page: 'https://shop.example/es/contact',
      visit: {
        landing: '/products/soccer?utm_source=google&utm_campaign=kits',
        utm: { utm_source: 'google' },
      },
    })
    // The spam lead is never posted.
    expect(received).toHaveLength(2)
  }, 30_000)
})

describe('the answer', () => {
  it('does not wait for delivery: a hanging mail server leaves the 200 as fast', async () => {
    const smtp = await catcher({ stall: true })
    await start({ SMTP_URL: smtp.url })
    const started = Date.now()
    const response = await send('contact', contact)
    expect(response.statusCode).toBe(200)
    // Generous: the point is that it is not the SMTP timeout (15-30 s).
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
