import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { artworkField } from '../../app/lib/order/artwork'
import { pngLogo } from '../../app/testing/artwork-files'
import type { PersonData } from '../../server/store/person-data'
import { readZip } from '../../server/test/zip'
import { createStaff, signIn, unique } from './staff'
import { storedSubmissions, thankYouReference } from './support'

/**
 * A request to see one's data, answered from the inbox in the real browser: the person wrote in
 * both languages (a quotation with artwork in English, an enquiry in Spanish) and signed up to the
 * newsletter from a Spanish page; someone with a similar address did too. The ZIP the button gives
 * holds the person's two leads, their file byte for byte and their subscription, and nothing else.
 */

async function quotation(page: Page, email: string, artwork: Buffer) {
  const answer = await page.request.post('/api/forms/quote', {
    headers: { accept: 'application/json', 'content-language': 'en' },
    multipart: {
      CustomerName: 'Lucía Martín',
      Email: email,
      Phone: '+34 600 000 000',
      Line1ProductType: 'jersey',
      Line1QtyM: '25',
      [artworkField]: { name: 'crest.png', mimeType: 'image/png', buffer: artwork },
    },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { reference: string }).reference
}

async function enquiry(page: Page, email: string, message: string) {
  const answer = await page.request.post('/api/forms/contact', {
    headers: { accept: 'application/json', 'content-language': 'es' },
    data: { name: 'Lucía Martín', email, message },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { reference: string }).reference
}

/** A signup from the footer of a Spanish page, as a visitor makes it. */
async function signup(page: Page, email: string) {
  await page.goto('/es/faq')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel(es.forms.newsletter.email).fill(email)
  await footer.getByRole('button', { name: es.forms.newsletter.submit }).click()
  await thankYouReference(page, 'es')
}

test.describe("exporting a person's data", () => {
  test.use({ javaScriptEnabled: false })

  test('gives their two leads, their file byte for byte and their subscription, and nobody else’s', async ({
    page,
    browser,
  }) => {
    const name = unique('lucia')
    const email = `${name}@norte.example`
    const similar = `${name}+club@norte.example`
    const artwork = pngLogo(640)
    const quote = await quotation(page, email, artwork)
    // The same person: the matching rule ignores the case of the address.
    const question = await enquiry(page, email.toUpperCase(), '¿Qué datos tienen sobre mí?')
    await signup(page, email)
    const otherQuote = await quotation(page, similar, pngLogo(320))
    await signup(page, similar)

    const staff = await browser.newPage({ javaScriptEnabled: false, acceptDownloads: true })
    const account = `${unique('dpo')}@sterling.example`
    createStaff(account)
    await signIn(staff, account)
    const leads = await storedSubmissions('quote')
    const lead = leads.find((item) => item.reference === quote)!
    await staff.goto(`/admin/leads/${lead.id}`)
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: "Export this person's data" }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^person-data-${quote}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    )
    const zip = await readZip(readFileSync((await download.path())!))
    const json = zip.get('person.json')!.toString('utf8')
    const data = JSON.parse(json) as PersonData

    const references = data.leads.map((item) => item.reference)
    expect(references.slice(0, 2)).toEqual([quote, question])
    expect(data.leads.filter((item) => item.form !== 'newsletter')).toHaveLength(2)
    expect(data.subscription).toMatchObject({ email, language: 'es', state: 'pending' })
    expect(data.consents).toHaveLength(1)
    expect(data.consents[0]!.wording).toBe(es.forms.newsletter.consent['newsletter-2026-11'])
    const [file] = data.leads[0]!.files
    expect(zip.get(file!.path)).toEqual(artwork)
    expect(json).not.toContain(similar)
    expect(json).not.toContain(otherQuote)
    // The English words of the consent were not what this person saw.
    expect(json).not.toContain(en.forms.newsletter.consent['newsletter-2026-11'])

    await staff.goto('/admin/audit')
    await expect(staff.getByText(`${email}: 3 leads, 1 file`).first()).toBeVisible()
    await staff.close()
  })
})
