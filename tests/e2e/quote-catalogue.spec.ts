import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { i18nFor } from '../../app/i18n/config'
import type { Translate } from '../../app/lib/forms/messages'
import { localizePath, type Locale } from '../../app/lib/locale'
import { addDays, localToday } from '../../app/lib/order/planner'
import { pagePaths, styleQuotePath } from '../../app/lib/paths'
import { listLeads, type Lead } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { startMailCatcher, type MailCatcher } from '../../server/test/mail-catcher'
import { staffPassword, unique } from './staff'
import { formEndpoint, formIsLive, thankYouReference, waitForApp } from './support'
import { startBuiltSite } from './built-site'

/**
 * A buyer quotes a catalogue style from its link, asks for a sample or size set, and later orders
 * the same again from their status page; the sales team reads each in its mail (a real SMTP server)
 * and in the inbox, both ways linked. The site runs here with a mail server of its own.
 */

const translate =
  (lang: Locale): Translate =>
  (key, values) =>
    i18nFor(lang).t(key as never, values)

const style = { code: 'SS-SOC-101', productType: 'jersey', fabric: 'polyester-mesh' } as const
const staff = { email: 'sales.catalogue@sterling.example' }

let site: Awaited<ReturnType<typeof startBuiltSite>> | undefined
let smtp: MailCatcher
let origin = ''
let dataDir = ''

const leads = () => withStore({ dataDir }, (db) => listLeads(db, { includeSpam: true }))

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-catalogue-'))
  smtp = await startMailCatcher()
  site = await startBuiltSite({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales@sterling.example',
    FORMS_RATE_LIMIT: '0',
    MAIL_REPLY_NETWORK_HOURLY_CAP: '1000',
    MAIL_REPLY_ADDRESS_DAILY_CAP: '20',
    MAIL_RETRY_BASE_SECONDS: '1',
  })
  origin = site.origin
  // An account made as the README says, on this server's data.
  const made = spawnSync(
    'npm',
    ['run', '--silent', 'admin', '--', 'create-user', '--email', staff.email, '--password-stdin'],
    { input: staffPassword, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  expect(made.status, made.stderr).toBe(0)
})

test.afterAll(async () => {
  site?.stop()
  await smtp?.close()
})

/** The sales notification of a lead, as the mail server received it. */
async function salesMail(reference: string) {
  await expect
    .poll(() => smtp.mails.some((mail) => mail.subject?.includes(reference)), { timeout: 30_000 })
    .toBe(true)
  return smtp.mails.find(
    (mail) => mail.subject?.includes(reference) && mail.envelopeTo.includes('sales@sterling.example'),
  )!
}

async function signIn(page: Page) {
  await page.goto(`${origin}/admin`)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staffPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${origin}/admin$`))
}

async function fillBuyer(form: Locator, lang: Locale, name: string) {
  const t = translate(lang)
  await form.getByLabel(t('forms.quote.customerName')).fill(name)
  await form.getByLabel(t('forms.quote.email')).fill(`${name.replace(/\W/g, '').toLowerCase()}@club.example`)
  await form.getByLabel(t('forms.quote.phone')).fill('+44 20 7946 0123')
}

async function send(page: Page, form: Locator, lang: Locale) {
  await formIsLive(form)
  const sent = page.waitForResponse(formEndpoint('quote'))
  await form.getByRole('button', { name: translate(lang)('forms.quote.submit') }).click()
  expect((await sent).status()).toBe(200)
}

const leadOf = async (name: string): Promise<Lead> => {
  const lead = (await leads()).find((item) => item.payload.CustomerName === name)
  expect(lead, name).toBeTruthy()
  return lead!
}

for (const lang of ['en', 'es'] as const) {
  const t = translate(lang)
  const line = (n: number, part: string, values: Record<string, string> = {}) =>
    t(`forms.quote.line.${part}`, { line: String(n), ...values })
  const buyer = unique(`Catalogue ${lang} `)

  test(`${lang}: a style's quote link fills the builder, and its code and a sample request reach the mail and the inbox`, async ({
    page,
  }) => {
    const link =
      localizePath(pagePaths.customDesign, lang) + styleQuotePath(style).slice(pagePaths.customDesign.length)
    await page.goto(`${origin}${link}`)
    await waitForApp(page)
    const form = page.locator('#quote-form')
    await expect(form.getByLabel(line(1, 'style'))).toHaveValue(style.code)
    await expect(form.getByLabel(line(1, 'productType'))).toHaveValue(style.productType)
    await expect(form.getByLabel(line(1, 'fabric'))).toHaveValue(style.fabric)
    // The style joined the form: the address no longer asks for it, so a reload adds nothing.
    await expect(page).toHaveURL(new RegExp(`${localizePath(pagePaths.customDesign, lang)}#quote-form$`))

    await fillBuyer(form, lang, buyer)
    for (const [size, count] of Object.entries({ S: '200', M: '300' }))
      await form.getByLabel(line(1, 'quantity', { size }), { exact: true }).fill(count)
    await form.getByLabel(line(1, 'sample')).selectOption('size-set')
    await form.getByRole('radio', { name: t('forms.quote.sampleChoices.yes') }).check()
    await form.getByLabel(t('forms.quote.destination')).fill('Leeds, United Kingdom')
    await form.getByLabel(t('forms.quote.roster')).fill('Smith, 7, S\nJones, 8, M')
    await form.getByLabel(t('forms.quote.inHandsDate')).fill(addDays(localToday(), 200)!)
    await send(page, form, lang)

    const lead = await leadOf(buyer)
    expect(lead.payload.Line1Style).toBe(style.code)
    expect(lead.order!.lines[0]).toMatchObject({ style: style.code, sample: 'size-set', total: 500 })
    expect(lead.order!.sample).toBe('yes')

    // The sales team reads its mail in English, whatever the buyer's language.
    const sales = translate('en')
    const mail = await salesMail(lead.reference)
    expect(mail.subject).toContain('sample requested')
    expect(mail.text).toContain(`${sales('forms.quote.summaryText.style')}: ${style.code}`)
    expect(mail.text).toContain(sales('forms.quote.summaryText.sampleRequest'))
    expect(mail.text).toContain(
      sales('forms.quote.summaryText.sampleLine', {
        line: '1',
        sample: [
          style.code,
          sales('forms.quote.productTypes.jersey'),
          sales('forms.quote.summaryText.sizeSet'),
        ].join(' · '),
      }),
    )
    expect(mail.text).toContain(`${sales('forms.quote.summaryText.sampleSendTo')}: Leeds, United Kingdom`)
    // The buyer's own summary, stored with the lead, is in their language.
    expect(lead.payload.Summary).toContain(`${t('forms.quote.summaryText.style')}: ${style.code}`)
    expect(lead.payload.Summary).toContain(t('forms.quote.summaryText.sampleRequest'))

    await signIn(page)
    await page.goto(`${origin}/admin/leads/${lead.id}`)
    await expect(page.locator('.order-line').first()).toContainText(style.code)
    await expect(page.locator('.lead-facts')).toContainText('Sample requested')
    await expect(page.locator('.sample-request')).toContainText(sales('forms.quote.summaryText.sizeSet'))
  })

  test(`${lang}: "Order again" on the status page sends a new quotation with the earlier lines, linked both ways`, async ({
    page,
  }) => {
    const first = await leadOf(buyer)
    await page.goto(`${origin}${localizePath(`/status/${first.statusToken}`, lang)}`)
    await page.getByRole('link', { name: translate(lang)('status.orderAgain.action') }).click()
    await expect(page).toHaveURL(new RegExp(`/status/${first.statusToken}/order-again$`))
    const form = page.locator('#quote-form')
    await expect(form).toContainText(t('forms.quote.builder.repeatIntro', { reference: first.reference }))
    await expect(form.getByLabel(line(1, 'style'))).toHaveValue(style.code)
    await expect(form.getByLabel(line(1, 'productType'))).toHaveValue(style.productType)
    await expect(form.getByLabel(line(1, 'quantity', { size: 'M' }), { exact: true })).toHaveValue('300')
    await expect(form.getByLabel(t('forms.quote.roster'))).toHaveValue('Smith, 7, S\nJones, 8, M')
    await expect(form).toContainText(t('forms.quote.builder.repeatArtwork', { reference: first.reference }))

    // The buyer changes a size and sends it as a new request.
    const again = unique(`Again ${lang} `)
    await fillBuyer(form, lang, again)
    await form.getByLabel(line(1, 'quantity', { size: 'M' }), { exact: true }).fill('350')
    await send(page, form, lang)

    const second = await leadOf(again)
    expect(second.id).not.toBe(first.id)
    expect(second.repeatOf).toBe(first.id)
    expect(second.order!.lines[0]).toMatchObject({ style: style.code, quantities: { S: 200, M: 350 } })
    expect(second.order!.roster.rows).toHaveLength(2)
    expect(JSON.stringify(second.payload)).not.toContain(first.statusToken!)

    const mail = await salesMail(second.reference)
    expect(mail.subject).toContain(`repeat of ${first.reference}`)
    expect(mail.text).toContain(
      translate('en')('forms.quote.summaryText.repeatOf', { reference: first.reference }),
    )
    expect(second.payload.Summary).toContain(
      t('forms.quote.summaryText.repeatOf', { reference: first.reference }),
    )

    await signIn(page)
    await page.goto(`${origin}/admin/leads/${second.id}`)
    await expect(page.locator('.lead-facts')).toContainText(`Repeat of ${first.reference}`)
    await page.locator('.lead-facts').getByRole('link', { name: first.reference }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${first.id}$`))
    await expect(page.locator('.lead-facts')).toContainText(`Repeated as ${second.reference}`)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a style’s quote link still opens the builder, and "Order again" posts natively, linked', async ({
    page,
  }) => {
    const t = translate('en')
    await page.goto(`${origin}${styleQuotePath(style)}`)
    await expect(page.locator('#quote-form')).toBeVisible()
    await expect(page.getByLabel(t('forms.quote.line.style', { line: '1' }))).toHaveValue('')

    const first = (await leads()).find((lead) => lead.order?.lines.length)!
    await page.goto(`${origin}/status/${first.statusToken}/order-again`)
    const form = page.locator('#quote-form')
    const buyer = unique('Native ')
    await fillBuyer(form, 'en', buyer)
    await form.getByRole('button', { name: t('forms.quote.submit') }).click()
    await thankYouReference(page)
    const lead = await leadOf(buyer)
    expect(lead.repeatOf).toBe(first.id)
    expect(lead.order!.lines[0]).toMatchObject({ style: style.code })
  })
})
