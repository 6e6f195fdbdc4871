import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { contentFor } from '../../app/content/page-content'
import { pressContent } from '../../app/content/press'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { formatBytes } from '../../app/lib/format'
import { locales, localizePath } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { pressKit } from '../../app/lib/press-kit'
import { readZip } from '../../scripts/press-kit/read-zip'

const strings = { en, es }

test.describe('the press kit, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true })

  for (const locale of locales) {
    test(`downloads as a ZIP of the size its link names, holding what the page lists (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath(pagePaths.press, locale))
      const kit = contentFor(pressContent, locale).kit
      for (const item of kit.contents)
        await expect(page.locator('#press-kit-heading ~ ul')).toContainText(item)
      const link = page.locator(`a[href="${pressKit.path}"][download]`)
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(pressKit.path.slice(1))
      const zip = await readFile(await download.path())
      await expect(link).toHaveText(
        strings[locale].pressKit.download.replace('{{size}}', formatBytes(zip.length, locale)),
      )
      const files = await readZip(zip)
      expect([...files.keys()].sort()).toEqual(
        [
          'certificates-en.csv',
          'certificates-es.csv',
          'fact-sheet-en.pdf',
          'fact-sheet-es.pdf',
          `logo/${pressKit.slug}-logo.png`,
          `logo/${pressKit.slug}-logo.svg`,
        ].map((name) => `${pressKit.folder}/${name}`),
      )
      for (const [name, content] of files) expect(content.length, name).toBeGreaterThan(500)
      const factSheet = files.get(`${pressKit.folder}/fact-sheet-${locale}.pdf`)!
      expect(factSheet.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    })
  }
})
