import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { en } from '../../app/i18n/en'
import { mail as enMail } from '../../app/i18n/en-mail'
import { es } from '../../app/i18n/es'
import { mail as esMail } from '../../app/i18n/es-mail'
import { listLeads } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { privacyReplyDue } from '../../server/store/overdue'
import { wordsIn } from '../../server/words'
import { createStaff, dataDir, signIn, unique } from './staff'
import { thankYouReference } from './support'

/**
 * A privacy request or complaint, sent from the contact page without JavaScript in each language:
 * it lands in the inbox's "Privacy requests" folder, its acknowledgement says the day its answer
 * is due, and it turns overdue 30 days after it arrived, not after a working day.
 */

const words = {
  en: { form: en.forms.contact, mail: enMail },
  es: { form: es.forms.contact, mail: esMail },
}
const day = 86_400_000

/** The acknowledgement written for `reference` (no mail server: .eml files), once the worker sent it. */
async function acknowledgement(reference: string) {
  const folder = path.join(dataDir(), 'mail', 'outbox')
  const file = () => {
    try {
      return readdirSync(folder).find((name) => name.startsWith(`${reference}-ack-`))
    } catch {
      return undefined
    }
  }
  await expect.poll(file, { timeout: 20_000 }).toBeTruthy()
  return simpleParser(readFileSync(path.join(folder, file()!)))
}

/** Moves the lead's arrival back in time, as the clock moving on would. */
const receivedAgo = (id: number, ms: number) =>
  withStore({ dataDir: dataDir() }, (db) =>
    db
      .updateTable('leads')
      .set({ created_at: new Date(Date.now() - ms).toISOString() })
      .where('id', '=', id)
      .execute(),
  )

const rowOf = (page: Page, id: number) => page.locator(`a[href="/admin/leads/${id}"]`)

for (const lang of ['en', 'es'] as const) {
  test.describe(`a privacy request (${lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test('lands in its own folder and is overdue after 30 days, not before', async ({ page, browser }) => {
      const w = words[lang]
      const email = `${unique(`privacy-${lang}-`)}@club.example`
      await page.goto(lang === 'es' ? '/es/contact' : '/contact')
      const form = page.locator('#contact-form')
      await form.getByLabel(w.form.topic).selectOption({ label: w.form.topics.privacy })
      await form.getByLabel(w.form.name).fill('Lucía Martín')
      await form.getByLabel(w.form.email).fill(email)
      await form.getByLabel(w.form.message).fill('Please tell me what you hold about me.')
      await form.getByRole('button', { name: w.form.submit }).click()
      await thankYouReference(page, lang)

      const lead = (await withStore({ dataDir: dataDir() }, (db) => listLeads(db))).find(
        (item) => item.payload.email === email,
      )!
      expect(lead.topic).toBe('privacy')
      expect(lead.locale).toBe(lang)

      // The acknowledgement, in the buyer's language, says the day the answer is due.
      const ack = await acknowledgement(lead.reference)
      const due = wordsIn(lang).ukDate(privacyReplyDue(lead.createdAt))
      expect(ack.subject).toBe(w.mail.ack.privacy.subject.replace('{{reference}}', lead.reference))
      expect(ack.text?.replace(/\s+/g, ' ')).toContain(w.mail.ack.privacy.due.replace('{{date}}', due))

      const staff = await browser.newPage({ javaScriptEnabled: false })
      const account = `${unique('dpo')}@sterling.example`
      createStaff(account)
      await signIn(staff, account)
      await staff
        .getByRole('navigation', { name: 'Folders' })
        .getByRole('link', { name: /Privacy requests/ })
        .click()
      await expect(staff).toHaveURL(/\/admin\?topic=privacy$/)
      await expect(rowOf(staff, lead.id).first()).toBeVisible()

      // 29 days on, still within its time: not overdue, though a business enquiry would be.
      await receivedAgo(lead.id, 29 * day)
      await staff.goto('/admin?overdue=1')
      await expect(rowOf(staff, lead.id)).toHaveCount(0)
      await staff.goto(`/admin/leads/${lead.id}`)
      await expect(staff.locator('.lead-facts .badge.privacy')).toBeVisible()
      await expect(staff.locator('.lead-facts .badge.overdue')).toHaveCount(0)

      // 30 days and a minute on: overdue, in the overdue folder and in its own.
      await receivedAgo(lead.id, 30 * day + 60_000)
      await staff.goto('/admin?overdue=1')
      await expect(rowOf(staff, lead.id).first()).toBeVisible()
      await staff.goto('/admin?topic=privacy')
      await expect(rowOf(staff, lead.id).first()).toBeVisible()
      await staff.goto(`/admin/leads/${lead.id}`)
      await expect(staff.locator('.lead-facts .badge.overdue')).toBeVisible()
      await staff.close()
    })
  })
}
