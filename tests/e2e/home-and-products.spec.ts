import { expect, test, type Page } from '@playwright/test'
import { productSlugs } from '../../app/content/product-menu'
import { catalogContent } from '../../app/content/catalog-content'
import { contactContent } from '../../app/content/contact'
import { homeContent } from '../../app/content/home'
import { contentFor } from '../../app/content/page-content'
import { productPageContent } from '../../app/content/product-page'
import { productsContent } from '../../app/content/products'
import { formatFigure, stats } from '../../app/content/figures'
import { site } from '../../app/content/site'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { i18nFor } from '../../app/i18n/config'
import { localizePath, type Locale } from '../../app/lib/locale'
import { pageHeading, waitForApp, watchForProblems } from './support'

const locales = ['en', 'es'] as const satisfies Locale[]
const ui = { en, es }
const byLocale = <Content>(read: (locale: Locale) => Content) => ({ en: read('en'), es: read('es') })
const catalog = byLocale((locale) => contentFor(catalogContent, locale))
const products = byLocale((locale) => contentFor(productsContent, locale))
const home = byLocale((locale) => contentFor(homeContent, locale))
const contact = byLocale((locale) => contentFor(contactContent, locale))
const productPage = byLocale((locale) => contentFor(productPageContent, locale))

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForApp(page)
  return response
}

const main = (page: Page) => page.locator('main')

for (const locale of locales) {
  const t = ui[locale]
  const path = (p: string) => localizePath(p, locale)

  test.describe(`home page (${locale})`, () => {
    test('has its five sections and their key elements', async ({ page }) => {
      const problems = watchForProblems(page)
      await open(page, path('/'))
      for (const id of ['home', 'about', 'products', 'services', 'contact']) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1)
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home[locale].hero.title)
      await expect(
        page.locator('#home').getByRole('link', { name: home[locale].hero.getQuote }),
      ).toBeVisible()

      const steps = page.locator('#services ol > li')
      await expect(steps).toHaveCount(4)
      for (const [index, step] of home[locale].services.steps.entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toContainText(step.title)
      }

      for (const id of Object.keys(stats) as (keyof typeof stats)[]) {
        const label = page.getByText(home[locale].whyUs.stats[id], { exact: true })
        await expect(label).toBeVisible()
        await expect(label.locator('xpath=..')).toContainText(formatFigure(stats[id], locale, 'tile'))
      }
      const ratings = page.getByRole('img', {
        name: i18nFor(locale).t('sections.ratingLabel', { rating: 5 }),
      })
      await expect(ratings).toHaveCount(3)
      for (const testimonial of home[locale].whyUs.testimonials) {
        await expect(page.getByText(testimonial.name, { exact: true })).toBeVisible()
      }
      problems.expectNone()
    })

    test('Get a Quote scrolls to the contact section', async ({ page }) => {
      await open(page, path('/'))
      await page.locator('#home').getByRole('link', { name: home[locale].hero.getQuote }).click()
      await expect(page.locator('#contact')).toBeInViewport()
      expect(new URL(page.url()).pathname).toBe(path('/'))
    })

    test('the three category cards open their pages', async ({ page }) => {
      await open(page, path('/'))
      const buttons = page
        .locator('#products')
        .getByRole('link', { name: home[locale].products.viewProducts })
      await expect(buttons).toHaveCount(3)
      const expected = ['soccer', 'gym-training', 'boxing'] as const
      for (const [index, slug] of expected.entries()) {
        await expect(buttons.nth(index)).toHaveAttribute('href', path(`/products/${slug}`))
        await expect(
          page.locator('#products').getByText(home[locale].products.cards[slug].title),
        ).toBeVisible()
      }
      await buttons.first().click()
      await expect(page).toHaveURL(path('/products/soccer'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog[locale].soccer.title)
    })

    test('the contact section reaches the company by phone and chat', async ({ page }) => {
      await open(page, path('/'))
      const section = page.locator('#contact')
      const call = section.getByRole('link', { name: contact[locale].callNow })
      await expect(call).toHaveAttribute('href', `tel:${site.phone.dial}`)
      const chat = section.getByRole('link', { name: contact[locale].liveChat })
      await expect(chat).toHaveAttribute('href', `https://wa.me/${site.chatNumber}`)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)
      await expect(section).toContainText(site.offices.uk.street)
      await expect(section).toContainText(site.offices.factory.street)
      await expect(section).toContainText(site.phone.display)
      await expect(section).toContainText(site.fax.display)
      await expect(section).toContainText(site.email.info)
      await expect(section).toContainText(contact[locale].days.weekdays)
      await expect(section).toContainText(contact[locale].days.saturday)
      await expect(section).toContainText(locale === 'en' ? '8:00 AM to 6:00 PM' : '8:00 a 18:00')
      await expect(section).toContainText(locale === 'en' ? '9:00 AM to 4:00 PM' : '9:00 a 16:00')
    })

    test('/contact shows the form section and both addresses', async ({ page }) => {
      const response = await open(page, path('/contact'))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('contact', locale))
      await expect(page.locator('section#contact')).toHaveCount(1)
      for (const office of ['uk', 'factory'] as const) {
        await expect(
          main(page).getByRole('heading', { level: 3, name: contact[locale].officeCards[office].title }),
        ).toBeVisible()
        await expect(main(page).locator('address', { hasText: site.offices[office].street })).toHaveCount(2)
      }
    })

    test('every category page answers with its title, content and quote link', async ({ page }) => {
      test.slow()
      for (const slug of productSlugs) {
        const response = await open(page, path(`/products/${slug}`))
        expect(response?.status(), slug).toBe(200)
        const title = catalog[locale][slug].title
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(main(page).getByRole('img', { name: products[locale][slug].heroAlt })).toBeVisible()
        const quote = main(page).getByRole('link', {
          name: t.productPage.getQuoteFor.replace('{{title}}', title),
        })
        await expect(quote).toHaveAttribute('href', path('/#contact'))
        for (const feature of products[locale][slug].features) {
          await expect(main(page).getByRole('heading', { name: feature.title, exact: true })).toBeVisible()
        }
      }
    })

    test('a category page has every shared section', async ({ page }) => {
      await open(page, path('/products/pants-trousers'))
      const copy = productPage[locale]
      const headings = [
        copy.features.title,
        copy.process.title,
        copy.video.title,
        copy.fabrics.title,
        copy.customization.title,
        copy.payments.title,
        copy.related.title,
        copy.closing.title,
      ]
      for (const heading of headings) {
        await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible()
      }
      const steps = page.locator('section[aria-labelledby="process-heading"] ol > li')
      await expect(steps).toHaveCount(4)
      for (const [index, step] of copy.process.steps.entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toContainText(step.title)
      }
      for (const item of [...copy.fabrics.items, ...copy.customization.cards]) {
        await expect(main(page).getByRole('heading', { name: item.title, exact: true })).toBeVisible()
      }
      await expect(main(page).getByText(copy.payments.secure)).toBeVisible()
      const closing = page.locator('section', {
        has: page.getByRole('heading', { name: copy.closing.title }),
      })
      await expect(closing.getByRole('link', { name: copy.closing.customDesign })).toHaveAttribute(
        'href',
        path('/custom-design'),
      )
      await expect(closing.getByRole('link', { name: copy.closing.getQuote })).toHaveAttribute(
        'href',
        path('/#contact'),
      )
      const related = page.locator('section[aria-labelledby="related-heading"]').getByRole('listitem')
      await expect(related).toHaveCount(5)
      await expect(related.first().getByRole('link')).toHaveAttribute(
        'href',
        path('/products/t-shirts-polos'),
      )
    })

    test('the Get a Quote button of a category leads to the home contact section', async ({ page }) => {
      await open(page, path('/products/boxing'))
      const title = catalog[locale].boxing.title
      await main(page)
        .getByRole('link', { name: t.productPage.getQuoteFor.replace('{{title}}', title) })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path('/').replace(/\/$/, '')}/?#contact$`))
      await expect(page.locator('#contact')).toBeInViewport()
    })

    test('an unknown category answers 404 with Product Not Found', async ({ page }) => {
      const response = await open(page, path('/products/unknown-category'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.productPage.notFoundTitle)
      await expect(main(page)).toContainText(t.productPage.notFoundText)
      await main(page).getByRole('link', { name: t.productPage.backHome }).click()
      await expect(page).toHaveURL(path('/'))
    })
  })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    // Without JavaScript, browsers load even a lazy frame with the page (the HTML standard, against
    // tracking by scrolling): there the player waits, hidden, for the tap.
    test('the factory video requests nothing outside the site until the first tap plays it', async ({
      page,
    }) => {
      const outside: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== '127.0.0.1') outside.push(request.url())
      })
      // The network is closed here: answer the video host at once so no request hangs.
      await page.route(/youtube/, (route) => route.fulfill({ status: 204, body: '' }))
      await page.goto('/products/soccer')
      const { playLabel, videoTitle } = productPage.en.video
      // The play button is the summary of a <details>: a button to assistive technology.
      const play = page.locator('summary').filter({ hasText: playLabel })
      await expect(play).toHaveAccessibleName(playLabel)
      await play.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      if (javaScriptEnabled) expect(outside).toEqual([])
      const player = page.locator(`iframe[title="${videoTitle}"]`)
      await expect(player).toBeHidden()

      const requested =
        javaScriptEnabled &&
        page.waitForRequest((request) => request.url().startsWith(site.embeds.factoryVideo))
      await play.click()
      await expect(player).toBeVisible()
      await expect(play).toBeHidden()
      await expect(player).toHaveAttribute('src', `${site.embeds.factoryVideo}?autoplay=1`)
      if (requested) await requested
    })
  })
}
