import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { careersContent } from '../../app/content/careers'
import { productSlugs } from '../../app/content/product-menu'
import { contactContent } from '../../app/content/contact'
import { customDesignContent } from '../../app/content/custom-design'
import { fabricsContent } from '../../app/content/fabrics'
import { factoryTourContent } from '../../app/content/factory-tour'
import { faqContent } from '../../app/content/faq'
import { homeContent } from '../../app/content/home'
import { legalContent } from '../../app/content/legal'
import { contentFor } from '../../app/content/page-content'
import { placeholdersContent } from '../../app/content/placeholders'
import { pressContent } from '../../app/content/press'
import { printingContent } from '../../app/content/printing'
import { privacyContent } from '../../app/content/privacy'
import { productsContent } from '../../app/content/products'
import { qualityContent } from '../../app/content/quality'
import { sizeChartsContent } from '../../app/content/size-charts'
import { termsContent } from '../../app/content/terms'
import type { PageMetaWords, PageWords } from '../../app/content/types/page-words'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths, productPath, type PageId } from '../../app/lib/paths'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { directoryStorage } from '../../server/files/directory'
import { listLeads } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { listUploads } from '../../server/store/uploads'

/** Each page's own words (the `page` words of its content), by the page's id. */
const pageWordsOf = {
  home: (locale) => contentFor(homeContent, locale).page,
  customDesign: (locale) => contentFor(customDesignContent, locale).page,
  fabrics: (locale) => contentFor(fabricsContent, locale).page,
  printing: (locale) => contentFor(printingContent, locale).page,
  finishing: (locale) => contentFor(placeholdersContent, locale).finishing.page,
  payments: (locale) => contentFor(placeholdersContent, locale).payments.page,
  delivery: (locale) => contentFor(placeholdersContent, locale).delivery.page,
  factoryTour: (locale) => contentFor(factoryTourContent, locale).page,
  faq: (locale) => contentFor(faqContent, locale).page,
  contact: (locale) => contentFor(contactContent, locale).page,
  careers: (locale) => contentFor(careersContent, locale).page,
  press: (locale) => contentFor(pressContent, locale).page,
  quality: (locale) => contentFor(qualityContent, locale).page,
  sizeCharts: (locale) => contentFor(sizeChartsContent, locale).page,
  privacy: (locale) => contentFor(privacyContent, locale).page,
  legal: (locale) => contentFor(legalContent, locale).page,
  terms: (locale) => contentFor(termsContent, locale).page,
} satisfies Partial<Record<PageId, (locale: Locale) => PageMetaWords>>

type NamedPage = keyof typeof pageWordsOf

/** A page's title, description and heading (every page's but the home page's) in a language. */
export const pageWords = (id: NamedPage, locale: Locale): PageMetaWords & Partial<PageWords> =>
  pageWordsOf[id](locale)

/** The `h1` of a page whose heading is among its words. */
export function pageHeading(id: NamedPage, locale: Locale): string {
  const { heading } = pageWords(id, locale)
  if (!heading) throw new Error(`${id} has no heading among its words`)
  return heading
}

export interface ExpectedPage {
  path: string
  title: string
}

/** Every page of the site in a language, with the title its tab must show. */
export function expectedPages(locale: Locale): ExpectedPage[] {
  const pages = (Object.keys(pageWordsOf) as NamedPage[]).map((id) => ({
    path: localizePath(pagePaths[id], locale),
    title: `${pageWords(id, locale).title} - Sterling Stitch`,
  }))
  const products = productSlugs.map((slug) => ({
    path: localizePath(productPath(slug), locale),
    title: `${contentFor(productsContent, locale)[slug].seo.title} - Sterling Stitch`,
  }))
  return [...pages, ...products]
}

/** Collects console errors and failed or refused requests while a test runs. */
export function watchForProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  )
  page.on('response', (response) => {
    // The Not Found pages answer 404 on purpose; any other failing response is a problem.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${response.url()}`)
    }
  })
  return {
    expectNone: () => expect(problems).toEqual([]),
  }
}

/** Waits until the page answers input (app/islands/client.tsx): islands render as they are reached. */
export async function waitForApp(page: Page) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

/**
 * Wakes a form's island as a visitor's first focus in it does, and waits until it is live: a form
 * sent before then is the browser's own post (answered with another page), not the island's.
 */
export async function formIsLive(form: Locator) {
  await form.dispatchEvent('focusin')
  await expect(form.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-state', 'rendered')
}

/** What the real collector stored for a form during this run, read the way `npm run leads` reads it. */
export function storedSubmissions(form: 'contact' | 'quote' | 'newsletter') {
  return withStore({ dataDir: process.env.E2E_DATA_DIR! }, (db) => listLeads(db, { form, includeSpam: true }))
}

/** The files the collector kept with a lead: the names they were sent under, and their bytes on disk. */
export function storedFiles(leadId: number) {
  const dataDir = process.env.E2E_DATA_DIR!
  const storage = directoryStorage(path.join(dataDir, 'uploads'))
  return withStore({ dataDir }, async (db) =>
    Promise.all(
      (await listUploads(db, leadId)).map(async (upload) => ({
        name: upload.name,
        kind: upload.kind,
        bytes: await buffer((await storage.read(upload))!.stream),
      })),
    ),
  )
}

/**
 * The reference the thank-you page shows, in `locale`: the page a form posted natively is answered
 * with. Without JavaScript the address stays the one the form posted to, so the page is read, not
 * the address.
 */
export async function thankYouReference(page: Page, locale: Locale = 'en'): Promise<string> {
  const words = { en, es }[locale].forms.thankYou
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
  const line = page.getByText(words.reference.split('{{reference}}')[0]!.trim())
  return /SS-\w{8}/.exec((await line.textContent()) ?? '')![0]
}

/** A form's endpoint as the page requests it: the forms add the visit to its query. */
export const formEndpoint = (form: 'contact' | 'quote' | 'newsletter') =>
  new RegExp(`/api/forms/${form}(\\?|$)`)

/**
 * What axe finds against WCAG 2.2 A and AA (the standard the site is held to) and its best
 * practices, with the label-in-name check (2.5.3) that axe keeps among its experimental rules and
 * Lighthouse runs: one line per rule with where, on the whole page or inside `include`. Bands far from the viewport skip rendering until a visitor
 * scrolls near them (decision 007); axe measures boxes (target size, contrast), so every band is
 * drawn first, as the visitor who reaches it sees it, unless `asLoaded` asks for the page as it
 * loaded.
 */
export async function axeViolations(
  page: Page,
  { include, asLoaded = false }: { include?: string; asLoaded?: boolean } = {},
) {
  // axe walks every element: on the longest pages a busy machine takes longer than a test's usual
  // 30 seconds for that alone, so a test that runs it gets three times as long.
  test.slow()
  if (!asLoaded) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  // Contrast is judged on the page at rest: text still fading in is blended with its background,
  // so every animation that ends (not a spinner's, which repeats forever) is let finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  let builder = new AxeBuilder({ page })
  if (include) builder = builder.include(include)
  const results = await builder
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
