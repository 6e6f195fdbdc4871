import { expect, test, type Page } from '@playwright/test'
import { stylesOf } from '../../app/content/styles'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { localizePath, type Locale } from '../../app/lib/locale'
import { styleQuotePath } from '../../app/lib/paths'
import { axeViolations, waitForApp } from './support'

const ui = { en, es }

/** The category page's list of styles. */
const styleList = (page: Page, locale: Locale) => page.getByRole('region', { name: ui[locale].styles.title })

for (const locale of ['en', 'es'] as const) {
  const path = (p: string) => localizePath(p, locale)
  const words = ui[locale].styles

  test.describe(`a category's styles (${locale})`, () => {
    test('are listed with their codes, each quoted by a link that works without script', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path('/products/soccer'))
      const styles = stylesOf('soccer', locale)
      const cards = styleList(page, locale).getByRole('listitem')
      await expect(cards).toHaveCount(styles.length)
      for (const [index, style] of styles.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(style.name)
        await expect(card).toContainText(style.code)
        await expect(
          card.getByRole('link', { name: `${words.quote}: ${style.name} (${style.code})` }),
        ).toHaveAttribute(
          'href',
          path(
            styleQuotePath({ code: style.code, productType: style.productType, fabric: style.fabrics[0] }),
          ),
        )
      }
      // The drawing stands in for the photos no style has yet, out of the way of a screen reader.
      await expect(cards.first().locator('svg[aria-hidden="true"]').first()).toBeVisible()
      const first = styles[0]!
      await cards
        .first()
        .getByRole('link', { name: new RegExp(`^${words.quote}`) })
        .click()
      await expect(page).toHaveURL(
        new RegExp(
          `${path('/custom-design').replace(/\//g, '\\/')}\\?style=${first.code}&product=${first.productType}&fabric=${first.fabrics[0]}#quote-form$`,
        ),
      )
      await context.close()
    })

    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      test(`have no axe violations on a ${device}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(path('/products/basketball'))
        await waitForApp(page)
        await expect(styleList(page, locale).getByRole('listitem')).toHaveCount(4)
        expect(await axeViolations(page, { include: 'section[aria-labelledby="styles-heading"]' })).toEqual(
          [],
        )
      })
    }
  })
}
