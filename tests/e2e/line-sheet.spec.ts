import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { productSlugs } from '../../app/content/product-menu'
import { stylesOf } from '../../app/content/styles'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { formatBytes } from '../../app/lib/format'
import { lineSheetFileName, lineSheetPath, type LineSheetSubject } from '../../app/lib/line-sheets'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths, productPath } from '../../app/lib/paths'
import { pdfText } from '../../scripts/pdf/read-pdf'

const strings = { en, es }

/**
 * Follows a page's line sheet link as a buyer does, and checks what arrives: a PDF, served as one,
 * of the size the link names, saved under the brand's name.
 */
async function downloadLineSheet(page: Page, subject: LineSheetSubject, locale: Locale): Promise<string> {
  const href = lineSheetPath(subject, locale)
  const link = page.locator(`a[href="${href}"][download]`)
  const response = await page.request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(lineSheetFileName(subject, locale))
  const pdf = await readFile(await download.path())
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf).toEqual(await response.body())
  const words = strings[locale].lineSheet
  await expect(link).toHaveText(
    (subject === 'all' ? words.downloadAll : words.download).replace(
      '{{size}}',
      formatBytes(pdf.length, locale),
    ),
  )
  return pdfText(pdf)
}

test.describe('the line sheets, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true })

  for (const locale of locales) {
    test(`download from a category page with every style code of the category (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath(productPath('soccer'), locale))
      const text = await downloadLineSheet(page, 'soccer', locale)
      const styles = stylesOf('soccer', locale)
      expect(styles.length).toBeGreaterThan(0)
      for (const style of styles) expect(text).toContain(style.code)
    })

    test(`download from the press page with every category's styles (${locale})`, async ({ page }) => {
      await page.goto(localizePath(pagePaths.press, locale))
      const text = await downloadLineSheet(page, 'all', locale)
      for (const slug of productSlugs)
        for (const style of stylesOf(slug, locale)) expect(text).toContain(style.code)
    })
  }
})
