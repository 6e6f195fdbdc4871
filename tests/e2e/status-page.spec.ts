import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { figureText } from '../../app/content/figure-text'
import { en } from '../../app/i18n/en'
import { mail as enMail } from '../../app/i18n/en-mail'
import { es } from '../../app/i18n/es'
import { mail as esMail } from '../../app/i18n/es-mail'
import type { Locale } from '../../app/lib/locale'
import { readOrder } from '../../app/lib/order/order'
import { insertLeads } from '../../server/store/leads'
import type { LeadStatus } from '../../server/store/schema'
import { withStore } from '../../server/store/open'
import { axeViolations, formEndpoint, formIsLive, storedSubmissions, waitForApp } from './support'
import { replyCapDefaults } from '../../server/env'
import { statusWords } from '../../server/test/status-words'

/**
 * A buyer follows their request: they send it from the real page, open the link in their
 * acknowledgement, and see the status the sales team sets, in their language.
 */

const strings = { en, es }
const mails = { en: enMail, es: esMail }
const words = { en: statusWords('en'), es: statusWords('es') }
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'mail', 'outbox')

/** What the buyer typed freely: the status page must never show any of it. */
const typed = (lang: Locale) => ({
  name: `Zebediah Quillfeather ${lang} ${Date.now()}`,
  message: `Please ring me about MARMALADE-${lang}-7731`,
  player: 'Wolfenbarger',
  // One acknowledgement per address a day: each test's buyer has an address of their own.
  email: `zebediah.${lang}.${Date.now()}@quill.example`,
})

/** The status link in the acknowledgement of `reference`, from the .eml the site writes with no mail server. */
async function statusLink(reference: string, lang: Locale): Promise<string> {
  const ackFile = () => {
    try {
      return readdirSync(outbox()).find((file) => file.startsWith(`${reference}-ack-`))
    } catch {
      return undefined
    }
  }
  await expect.poll(ackFile, { timeout: 20_000 }).toBeTruthy()
  const mail = await simpleParser(readFileSync(path.join(outbox(), ackFile()!)))
  const pattern = new RegExp(`https?://\\S+${lang === 'es' ? '/es' : ''}/status/[\\w-]{32}`)
  const link = pattern.exec(mail.text ?? '')?.[0]
  expect(mail.text).toContain(mails[lang].ack.follow)
  expect(link).toBeTruthy()
  expect(String(mail.html)).toContain(`href="${link}"`)
  return link!
}

async function setStatus(reference: string, status: LeadStatus) {
  await withStore({ dataDir: process.env.E2E_DATA_DIR! }, (db) =>
    db.updateTable('leads').set({ status }).where('reference', '=', reference).execute(),
  )
}

/** Opens a status page and checks what every status page answers with. */
async function openStatus(page: Page, link: string) {
  const response = await page.goto(new URL(link).pathname)
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['x-robots-tag']).toMatch(/noindex/)
  expect(headers['cache-control']).toBe('no-store')
  expect(headers['referrer-policy']).toBe('no-referrer')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
}

/** The status the page shows: its headline, and that no other status's is showing. */
async function expectStatus(page: Page, title: string) {
  const headlines = page.getByRole('main').getByRole('heading', { level: 3 })
  await expect(headlines).toHaveCount(1)
  await expect(headlines).toHaveText(title)
}

async function expectNothingTyped(page: Page, values: string[]) {
  const html = await page.content()
  for (const value of values) expect(html).not.toContain(value)
}

test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

test('en: a quotation sent from the page is followed from its acknowledgement to "quoted"', async ({
  page,
}) => {
  const t = strings.en.forms.quote
  const w = words.en
  const buyer = typed('en')
  await page.goto('/custom-design')
  await waitForApp(page)
  const form = page.locator('#quote-form')
  await form.getByLabel(t.customerName).fill(buyer.name)
  await form.getByLabel(t.email).fill(buyer.email)
  await form.getByLabel(t.phone).fill('+44 20 7946 0999')
  await form.getByLabel(t.line.productType.replace('{{line}}', '1')).selectOption('jersey')
  const size = (name: string) => t.line.quantity.replace('{{line}}', '1').replace('{{size}}', name)
  await form.getByLabel(size('M'), { exact: true }).fill('12')
  await form.getByLabel(size('L'), { exact: true }).fill('8')
  await form.getByLabel(t.roster).fill(`${buyer.player}, 7, M`)
  await form.getByLabel(t.notes).fill(buyer.message)
  await formIsLive(form)
  const sent = page.waitForResponse(formEndpoint('quote'))
  await form.getByRole('button', { name: t.submit }).click()
  expect((await sent).status()).toBe(200)

  const lead = (await storedSubmissions('quote')).find((row) => row.payload.CustomerName === buyer.name)
  expect(lead?.statusToken).toMatch(/^[\w-]{32}$/)
  const link = await statusLink(lead!.reference, 'en')
  expect(new URL(link).pathname).toBe(`/status/${lead!.statusToken}`)

  await openStatus(page, link)
  await expect(page).toHaveTitle(`${w.page.title} - Sterling Stitch`)
  await expect(page.getByRole('heading', { level: 1, name: w.heading.quote, exact: true })).toBeVisible()
  await expect(page.getByText(lead!.reference, { exact: true })).toBeVisible()
  await expectStatus(page, w.messages.new.title)
  await expect(page.getByText(w.messages.new.text.replace('{{replyHours}}', '24'))).toBeVisible()
  const progress = page.getByRole('list', { name: w.progressLabel }).filter({ visible: true })
  await expect(progress.locator('[aria-current="step"]')).toContainText(w.steps.received)
  const sentCard = page.getByRole('region', { name: w.sent.heading })
  await expect(sentCard.getByText('Jersey', { exact: true })).toBeVisible()
  await expect(sentCard.getByText('20', { exact: true })).toBeVisible()
  await expectNothingTyped(page, [buyer.name, buyer.message, buyer.player, buyer.email])

  // The sales team sends the quote; the buyer's page says so at once.
  await setStatus(lead!.reference, 'quoted')
  await page.reload()
  await expectStatus(page, w.messages.quoted.title)
  await expect(progress.locator('[aria-current="step"]')).toContainText(w.steps.quoteSent)
  await expect(page.getByRole('heading', { level: 3, name: w.messages.new.title })).toBeHidden()

  // The language switch keeps the token: the same request, in Spanish.
  await page.getByRole('link', { name: strings.en.language.es }).filter({ visible: true }).first().click()
  await expect(page).toHaveURL(`/es/status/${lead!.statusToken}`)
  await expectStatus(page, words.es.messages.quoted.title)
})

test('es: an enquiry sent from the page reads as answered, then quoted, in Spanish', async ({ page }) => {
  const f = strings.es.forms.contact
  const w = words.es
  const buyer = typed('es')
  await page.goto('/es/contact')
  await waitForApp(page)
  const form = page.locator('#contact-form')
  await form.getByLabel(f.name).fill(buyer.name)
  await form.getByLabel(f.email).fill(buyer.email)
  await form.getByLabel(f.productType).selectOption('sportswear')
  await form.getByLabel(f.quantity).selectOption('500-1000')
  await form.getByLabel(f.message).fill(buyer.message)
  await formIsLive(form)
  const sent = page.waitForResponse(formEndpoint('contact'))
  await form.getByRole('button', { name: f.submit }).click()
  expect((await sent).status()).toBe(200)

  const lead = (await storedSubmissions('contact')).find((row) => row.payload.message === buyer.message)
  const link = await statusLink(lead!.reference, 'es')
  expect(new URL(link).pathname).toBe(`/es/status/${lead!.statusToken}`)

  await openStatus(page, link)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1, name: w.heading.contact, exact: true })).toBeVisible()
  await expectStatus(page, w.messages.new.title)
  const sentCard = page.getByRole('region', { name: w.sent.heading })
  await expect(sentCard.getByText(strings.es.forms.contact.productTypes.sportswear)).toBeVisible()
  const quantity = strings.es.forms.contact.quantities['500-1000'].replace(
    '{{mediumRun}}',
    figureText('es').mediumRun,
  )
  await expect(sentCard.getByText(quantity)).toBeVisible()
  await expectNothingTyped(page, [buyer.name, buyer.message, buyer.email])

  await setStatus(lead!.reference, 'contacted')
  await page.reload()
  await expectStatus(page, w.messages.contacted.contact.title)

  await setStatus(lead!.reference, 'quoted')
  await page.reload()
  await expectStatus(page, w.messages.quoted.title)

  // Caught as spam, it still reads as received: the page tells a spammer nothing.
  await setStatus(lead!.reference, 'spam')
  await page.reload()
  await expectStatus(page, w.messages.new.title)

  await setStatus(lead!.reference, 'lost')
  await page.reload()
  await expectStatus(page, w.messages.lost.title)
  await expect(page.getByRole('main').getByRole('link', { name: w.contactUs })).toHaveAttribute(
    'href',
    '/es/contact',
  )
})

for (const [lang, prefix] of [
  ['en', ''],
  ['es', '/es'],
] as const) {
  test(`${lang}: a wrong token gets the Not Found page with 404`, async ({ page }) => {
    for (const token of ['Zz0-_'.repeat(6) + 'ab', 'too-short', '__status_token__']) {
      const response = await page.goto(`${prefix}/status/${token}`)
      expect(response?.status()).toBe(404)
      expect(response?.headers()['x-robots-tag']).toMatch(/noindex/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[lang].pages.notFound.heading)
    }
  })
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: a status page has no axe violations on a phone and a laptop, in each status`, async ({
    page,
  }) => {
    // Eight pages checked in turn: on a busy machine each axe run takes seconds.
    test.slow()
    const [stored] = await withStore({ dataDir: process.env.E2E_DATA_DIR! }, (db) =>
      insertLeads(
        db,
        [
          {
            form: 'quote',
            payload: {
              CustomerName: 'Axe Check',
              Email: 'axe@club.example',
              Phone: '1',
              ProductType: 'hoodie',
            },
            order: readOrder(
              (name) =>
                ({
                  Line1ProductType: 'hoodie',
                  Line1QtyM: '150',
                  Line2ProductType: 'cap',
                  Line2QtyL: '150',
                  Sample: 'no',
                })[name] ?? '',
            ),
            spam: false,
            locale: 'en',
          },
        ],
        { webhook: false, replyCaps: replyCapDefaults },
      ),
    )
    const lead = (await storedSubmissions('quote')).find((row) => row.id === stored!.id)!
    for (const status of ['new', 'contacted', 'won', 'lost'] as const) {
      await setStatus(lead.reference, status)
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await page.goto(`${lang === 'es' ? '/es' : ''}/status/${lead.statusToken}`)
        await waitForApp(page)
        expect(await axeViolations(page), `${lang} ${status} at ${width}`).toEqual([])
      }
    }
  })
}

test("the footer form on a status page sends no Referer: the page's address is its secret", async ({
  page,
}) => {
  const email = `reader.${Date.now()}@quill.example`
  const [stored] = await withStore({ dataDir: process.env.E2E_DATA_DIR! }, (db) =>
    insertLeads(
      db,
      [
        {
          form: 'contact',
          payload: { name: 'Referrer Check', email: 'referrer@club.example', message: 'Shirts' },
          spam: false,
          locale: 'en',
        },
      ],
      { webhook: false, replyCaps: replyCapDefaults },
    ),
  )
  const lead = (await storedSubmissions('contact')).find((row) => row.id === stored!.id)!
  const w = strings.en.forms.newsletter
  await page.goto(`/status/${lead.statusToken}`)
  await waitForApp(page)
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel(w.email).fill(email)
  await formIsLive(footer.locator('form'))
  const sent = page.waitForRequest(formEndpoint('newsletter'))
  await footer.getByRole('button', { name: w.submit }).click()
  const headers = await (await sent).allHeaders()
  expect(headers.referer).toBeUndefined()
  expect(JSON.stringify(headers)).not.toContain(lead.statusToken!)
  // The signup itself went through, and was stored without the token.
  await expect
    .poll(async () => (await storedSubmissions('newsletter')).find((row) => row.payload.email === email))
    .toBeTruthy()
  const signup = (await storedSubmissions('newsletter')).find((row) => row.payload.email === email)!
  expect(JSON.stringify(signup)).not.toContain(lead.statusToken!)
})
