import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { currentNewsletterConsent } from '../../app/lib/forms/consent'
import { formAnchors } from '../../app/lib/forms/common'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { homeSection, pagePaths } from '../../app/lib/paths'
import { monthsBefore } from '../../server/store/retention'
import { insertLeads } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { replyCapDefaults } from '../../server/env'
import { sampleEnquiry } from '../../server/test/samples'
import { storeFile } from '../../server/test/stored-file'
import { axeViolations, expectedPages, pageHeading, pageWords } from './support'
import { startBuiltSite } from './built-site'

const strings = { en, es }
const privacyPath = (locale: Locale) => localizePath(pagePaths.privacy, locale)

/** The line beside a form's button, and its link, inside the form itself. */
function privacyLine(page: Page, form: keyof typeof formAnchors, locale: Locale) {
  const words = strings[locale].forms.privacyLine
  const line = page.locator(`#${formAnchors[form]} p`, {
    hasText:
      form === 'newsletter' ? strings[locale].forms.newsletter.consent[currentNewsletterConsent] : words.text,
  })
  return { line, link: line.getByRole('link', { name: words.link }) }
}

/** Where each enquiry form is on the site: the pages the line must be on, at least. */
const formPages = {
  contact: [pagePaths.home, pagePaths.contact],
  quote: [pagePaths.customDesign],
} as const

test.describe('the privacy notice', () => {
  for (const locale of locales) {
    test(`${locale}: the footer links to it, and it is clean for axe at 1440 and 390`, async ({ page }) => {
      await page.goto(localizePath(pagePaths.faq, locale))
      // With scripts running, the newsletter form keeps its line as the islands take over.
      const { link } = privacyLine(page, 'newsletter', locale)
      await link.scrollIntoViewIfNeeded()
      await expect(link).toHaveAttribute('href', privacyPath(locale))
      await page
        .locator('footer')
        .getByRole('link', { name: strings[locale].footer.privacy, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${privacyPath(locale)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('privacy', locale))
      await expect(page).toHaveTitle(`${pageWords('privacy', locale).title} - Sterling Stitch`)
      expect(await axeViolations(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      await page.reload()
      expect(await axeViolations(page)).toEqual([])
      // Nothing wider than a phone: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const locale of locales) {
      test(`${locale}: every form shows the line beside its button, on every page it is on`, async ({
        page,
      }) => {
        // Some forty pages, one after another, on a busy machine.
        test.setTimeout(300_000)
        for (const { path: pathname } of expectedPages(locale)) {
          await page.goto(pathname)
          const forms = (Object.keys(formAnchors) as Array<keyof typeof formAnchors>).filter(
            (form) =>
              form === 'newsletter' ||
              formPages[form].some((known) => localizePath(known, locale) === pathname),
          )
          for (const form of forms) {
            const { line, link } = privacyLine(page, form, locale)
            await expect(line, `${form} on ${pathname}`).toHaveCount(1)
            await expect(link, `${form} on ${pathname}`).toHaveAttribute('href', privacyPath(locale))
          }
        }
      })

      test(`${locale}: the line's link opens the notice from each form`, async ({ page }) => {
        for (const [form, pathname] of [
          ['contact', homeSection('contact')],
          ['quote', pagePaths.customDesign],
          ['newsletter', pagePaths.press],
        ] as const) {
          await page.goto(localizePath(pathname, locale))
          await privacyLine(page, form, locale).link.click()
          await expect(page).toHaveURL(new RegExp(`${privacyPath(locale)}$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('privacy', locale))
        }
      })
    }
  })

  test('quotes the retention periods the server was started with, and deletes by them', async ({ page }) => {
    // It starts a server of its own, given a minute to answer: the test gets that minute too.
    test.slow()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-privacy-'))
    // Two enquiries with a file each, one past the 18 months the server is given, one within them.
    const [old, recent] = await withStore({ dataDir }, async (db) => {
      const leads = []
      for (const months of [19, 17]) {
        const [lead] = await insertLeads(
          db,
          [{ form: 'contact', payload: sampleEnquiry, spam: false, locale: 'en' }],
          { webhook: false, replyCaps: replyCapDefaults },
          new Date(monthsBefore(new Date(), months)),
        )
        await storeFile(db, path.join(dataDir, 'uploads'), lead!.id)
        leads.push(lead!.id)
      }
      return leads
    })
    const server = await startBuiltSite({
      DATA_DIR: dataDir,
      LEAD_RETENTION_MONTHS: '18',
      WON_LEAD_RETENTION_MONTHS: '84',
      UPLOAD_RETENTION_MONTHS: '6',
      SPAM_RETENTION_DAYS: '14',
    })
    try {
      const { origin } = server
      const expected = {
        en: { lead: '18 months', wonLead: '7 years', upload: '6 months', spam: '14 days' },
        es: { lead: '18 meses', wonLead: '7 años', upload: '6 meses', spam: '14 días' },
      }
      for (const locale of locales) {
        await page.goto(`${origin}${privacyPath(locale)}`)
        for (const [name, period] of Object.entries(expected[locale])) {
          const quoted = page.locator(`[data-value="retention.${name}"]`)
          await expect(quoted.first()).toBeVisible()
          // Every place the period is quoted says the server's value (with the space that keeps it on one line).
          expect(new Set(await quoted.allTextContents())).toEqual(new Set([period.replace(' ', '\u00a0')]))
        }
      }
      // The sweep ran as the server started: the old enquiry is gone with its file, the other kept.
      const left = await withStore({ dataDir }, (db) =>
        db.selectFrom('leads').select('id').orderBy('id').execute(),
      )
      expect(left.map((row) => row.id)).toEqual([recent])
      expect(existsSync(path.join(dataDir, 'uploads', String(old)))).toBe(false)
      expect(existsSync(path.join(dataDir, 'uploads', String(recent), `logo${recent}.png`))).toBe(true)
      // The notice the build wrote, served by the test server with the defaults, says its own.
      await page.goto(privacyPath('en'))
      await expect(page.locator('[data-value="retention.lead"]').first()).toHaveText('2\u00a0years')
    } finally {
      server.stop()
    }
  })
})
