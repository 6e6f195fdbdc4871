import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { data as newsletterPages } from '../../app/content/data/newsletter'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { thankYouReference } from './support'

const words = {
  en: { ...en.forms.newsletter, pages: newsletterPages.en },
  es: { ...es.forms.newsletter, pages: newsletterPages.es },
}
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'mail', 'outbox')

/** The link in the mail of `kind` to `address`, read from the .eml files the site writes with no mail server. */
async function linkInMail(address: string, kind: 'confirm' | 'welcome', page: string): Promise<string> {
  await expect
    .poll(() => readdirSync(outbox()).filter((file) => file.includes(`-${kind}-`)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
  for (const file of readdirSync(outbox()).filter((name) => name.includes(`-${kind}-`))) {
    const mail = await simpleParser(readFileSync(path.join(outbox(), file)))
    if (mail.text?.includes(address) || JSON.stringify(mail.to).includes(address)) {
      const link = new RegExp(`https?://[^\\s\\]]+${page}\\?token=[\\w.-]+`).exec(mail.text ?? '')
      if (link) return link[0]
    }
  }
  throw new Error(`No ${kind} mail to ${address}`)
}

test.describe('newsletter double opt-in, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['en', 'es'] as const) {
    const w = words[lang]
    const prefix = lang === 'es' ? '/es' : ''
    test(`${lang}: a signup is confirmed from the mailed link and ended from the newsletter's`, async ({
      page,
    }) => {
      const address = `reader-${lang}-${Date.now()}@shop.example`
      await page.goto(`${prefix}/faq`)
      await page.getByRole('contentinfo').getByLabel(w.email).fill(address)
      await page.getByRole('contentinfo').getByRole('button', { name: w.submit }).click()
      await thankYouReference(page, lang)

      await expect
        .poll(() => linkInMail(address, 'confirm', `${prefix}/newsletter/confirm`).catch(() => ''), {
          timeout: 20_000,
        })
        .not.toBe('')
      const confirmLink = await linkInMail(address, 'confirm', `${prefix}/newsletter/confirm`)
      await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.pages.confirm.title)
      await page.getByRole('button', { name: w.confirmAction }).click()
      await expect(page).toHaveURL(`${prefix}/newsletter/subscribed`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.pages.subscribed.title)

      await expect
        .poll(() => linkInMail(address, 'welcome', `${prefix}/newsletter/unsubscribe`).catch(() => ''), {
          timeout: 20_000,
        })
        .not.toBe('')
      const unsubscribeLink = await linkInMail(address, 'welcome', `${prefix}/newsletter/unsubscribe`)
      await page.goto(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search)
      await page.getByRole('button', { name: w.unsubscribeAction }).click()
      await expect(page).toHaveURL(`${prefix}/newsletter/unsubscribed`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.pages.unsubscribed.title)

      // The confirmation link has done its work: used again, it subscribes nobody.
      await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search)
      await page.getByRole('button', { name: w.confirmAction }).click()
      await expect(page).toHaveURL(`${prefix}/newsletter/link-expired`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.pages['link-expired'].title)
    })
  }
})
