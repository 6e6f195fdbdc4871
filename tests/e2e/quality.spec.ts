import { expect, test } from '@playwright/test'
import { certificates, hasExpired } from '../../app/content/certificates'
import { contentFor } from '../../app/content/page-content'
import { qualityContent } from '../../app/content/quality'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { locales, localizePath } from '../../app/lib/locale'
import { certificatePath, pagePaths } from '../../app/lib/paths'
import { axeViolations, pageHeading, waitForApp, watchForProblems } from './support'

const strings = { en, es }
// The pages were built today: what was valid then is what they show.
const now = new Date()
const inForce = certificates.filter((certificate) => !hasExpired(certificate, now))
const lapsed = certificates.filter((certificate) => hasExpired(certificate, now))

for (const locale of locales) {
  const t = strings[locale]
  const qualityPath = localizePath(pagePaths.quality, locale)

  test.describe(`quality and certificates (${locale})`, () => {
    test('shows every certificate in force with its facts and the issuer’s check', async ({ page }) => {
      const problems = watchForProblems(page)
      await page.goto(qualityPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('quality', locale))
      const { entries } = contentFor(qualityContent, locale).list
      await expect(page.locator('#certificates article')).toHaveCount(inForce.length)
      for (const certificate of inForce) {
        const entry = page.getByRole('article', { name: certificate.name, exact: true })
        await expect(entry).toHaveAttribute('id', certificate.id)
        await expect(entry).toContainText(certificate.number)
        await expect(entry).toContainText(certificate.issuer)
        await expect(entry).toContainText(entries[certificate.id]!.title)
        await expect(entry).toContainText(entries[certificate.id]!.scope)
        await expect(entry).toContainText(t.certificates.checkAdvice)
        await expect(
          entry.getByRole('link', {
            name: t.certificates.check.replace('{{service}}', certificate.check!.service),
          }),
        ).toHaveAttribute('href', certificate.check!.url)
      }
      problems.expectNone()
    })

    test('leaves an expired certificate off the page and out of every link', async ({ page }) => {
      // The example certificates include one that has lapsed, so this always tries one.
      expect(lapsed.length).toBeGreaterThan(0)
      for (const path of [pagePaths.quality, '/', pagePaths.faq, pagePaths.press, pagePaths.careers]) {
        await page.goto(localizePath(path, locale))
        for (const certificate of lapsed) {
          await expect(page.locator(`[id="${certificate.id}"]`)).toHaveCount(0)
          await expect(page.locator(`a[href$="#${certificate.id}"]`)).toHaveCount(0)
          await expect(page.locator('body')).not.toContainText(certificate.number)
          await expect(page.locator('main')).not.toContainText(certificate.name)
        }
      }
    })

    test('a standard named in the copy links to its entry, in the same language', async ({ page }) => {
      await page.goto(localizePath('/', locale))
      await waitForApp(page)
      const oekoTex = inForce.find((certificate) => certificate.id === 'oeko-tex')!
      // The about section's sentence names the standards; its link lands on the certificate.
      const mention = page.locator('#about li p').getByRole('link', { name: oekoTex.name, exact: true })
      await expect(mention).toHaveAttribute('href', localizePath(certificatePath(oekoTex.id), locale))
      await mention.click()
      await expect(page).toHaveURL(new RegExp(`${qualityPath}#${oekoTex.id}$`))
      const entry = page.locator(`#${oekoTex.id}`)
      await expect(entry).toBeInViewport()
      await expect(entry).toContainText(oekoTex.number)
      expect(await entry.evaluate((element) => element.matches(':target'))).toBe(true)

      // The FAQ and the press page link the same way.
      for (const path of [pagePaths.faq, pagePaths.press]) {
        await page.goto(localizePath(path, locale))
        for (const certificate of inForce) {
          await expect(
            page.locator(`main a[href="${localizePath(certificatePath(certificate.id), locale)}"]`).first(),
          ).toHaveText(certificate.name)
        }
      }
    })

    test('the footer links to the page', async ({ page }) => {
      await page.goto(localizePath(pagePaths.faq, locale))
      const link = page.locator('footer').getByRole('link', { name: t.footer.quality, exact: true })
      await expect(link).toHaveAttribute('href', qualityPath)
    })

    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      test(`has no axe violations on a ${device}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(qualityPath)
        await waitForApp(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
