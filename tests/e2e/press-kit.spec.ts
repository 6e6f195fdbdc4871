import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { fromBuffer, type Entry, type ZipFile } from 'yauzl'
import { contentFor } from '../../app/content/page-content'
import { pressContent } from '../../app/content/press'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { formatBytes } from '../../app/lib/format'
import { locales, localizePath } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { pressKit } from '../../app/lib/press-kit'

const strings = { en, es }

/** The names and sizes of the files in a ZIP, as an unzipping program lists them. */
async function listZip(zip: Buffer): Promise<Map<string, number>> {
  const archive = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  const files = new Map<string, number>()
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: Entry) => {
      files.set(entry.fileName, entry.uncompressedSize)
      archive.readEntry()
    })
    archive.on('end', resolve)
    archive.on('error', reject)
    archive.readEntry()
  })
  return files
}

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
      const files = await listZip(zip)
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
      for (const [name, size] of files) expect(size, name).toBeGreaterThan(500)
    })
  }
})
