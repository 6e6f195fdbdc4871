import { expect, test } from '@playwright/test'
import { faqCategoryOrder, faqContent } from '../../app/content/faq'
import { figureText } from '../../app/content/figure-text'
import { contentFor } from '../../app/content/page-content'
import { localizePath, type Locale } from '../../app/lib/locale'
import { homeSection, pagePaths } from '../../app/lib/paths'
import { checkAccordion, expectAccordionsInHtml } from './accordion'
import { pageHeading, waitForApp, watchForProblems } from './support'

for (const locale of ['en', 'es'] as const satisfies Locale[]) {
  const faq = contentFor(faqContent, locale)
  const path = (to: string) => localizePath(to, locale)

  test.describe(`FAQ (${locale})`, () => {
    test('seven categories, each its own accordion of at least four answers', async ({ page }) => {
      // Seven accordions, each answer opened and closed in turn: slow on a busy machine.
      test.slow()
      const problems = watchForProblems(page)
      const response = await page.goto(path(pagePaths.faq))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading('faq', locale))
      await waitForApp(page)

      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        ...faqCategoryOrder.map((id) => faq.categories[id]),
        faq.cta.title,
      ])
      for (const id of faqCategoryOrder) {
        const questions = faq.entries.filter((entry) => entry.category === id)
        expect(questions.length).toBeGreaterThanOrEqual(4)
        const section = page.locator(`#faq-${id}`)
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(
          questions.map((entry) => entry.question),
        )
        await expect(section.getByText(questions[0]!.answer)).toBeVisible()
        await checkAccordion(
          page,
          section,
          questions.map((entry) => entry.question),
        )
      }
      problems.expectNone()
    })

    test('every answer is in the page as served, each category an accordion of its own', async ({ page }) => {
      const perCategory = Object.fromEntries(
        faqCategoryOrder.map((id) => [
          `faq-${id}`,
          faq.entries.filter((entry) => entry.category === id).length,
        ]),
      )
      await expectAccordionsInHtml(
        page,
        path(pagePaths.faq),
        perCategory,
        faq.entries.flatMap((entry) => [entry.question, entry.answer]),
      )
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('each category opens one answer at a time on the first tap, and the index jumps', async ({
        page,
      }) => {
        await page.goto(path(pagePaths.faq))
        for (const id of faqCategoryOrder) {
          const section = page.locator(`#faq-${id}`)
          const questions = faq.entries.filter((entry) => entry.category === id)
          await checkAccordion(
            page,
            section,
            questions.map((entry) => entry.question),
          )
          await expect(section.getByText(questions[1]!.answer, { exact: true })).toBeVisible()
        }
        await page
          .getByRole('navigation', { name: faq.navLabel })
          .getByRole('link', { name: faq.categories.quality })
          .click()
        await expect(page).toHaveURL(new RegExp(`#faq-quality$`))
        await expect(page.locator('#faq-quality-heading')).toBeInViewport()
      })
    })

    test('answers quote the figures of the site', () => {
      const f = figureText(locale)
      const answers = faq.entries.map((entry) => entry.answer).join(' ')
      for (const figure of [f.leadTime, f.sampleTime, f.capacity, f.moqSportswear, f.moqCasual, f.regions]) {
        expect(answers).toContain(figure)
      }
    })

    test('the index jumps to a category and the FAQ is described as structured data', async ({ page }) => {
      await page.goto(path(pagePaths.faq))
      await waitForApp(page)
      const index = page.getByRole('navigation', { name: faq.navLabel })
      await index.getByRole('link', { name: faq.categories.shipping }).click()
      await expect(page).toHaveURL(new RegExp(`#faq-shipping$`))
      await expect(page.locator('#faq-shipping-heading')).toBeInViewport()

      const schemas = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] },
      )
      const faqSchema = schemas.find((schema) => schema['@type'] === 'FAQPage')
      expect(faqSchema?.mainEntity?.map((question) => question.name)).toEqual(
        faq.entries.map((entry) => entry.question),
      )
    })

    for (const [label, target] of [
      [faq.cta.primary, pagePaths.customDesign],
      [faq.cta.secondary, homeSection('contact')],
    ] as const) {
      test(`"${label}" leads to ${target}`, async ({ page }) => {
        await page.goto(path(pagePaths.faq))
        await waitForApp(page)
        const link = page.getByRole('main').getByRole('link', { name: label, exact: true })
        await expect(link).toHaveAttribute('href', path(target))
        await link.click()
        await expect(page).toHaveURL(path(target))
      })
    }
  })
}
