import { productSlugs, type ProductSlug } from '../content/product-menu'
import { formAnchors } from './forms/common'
import { locales, localizePath } from './locale'
import type { Fabric, Fit, ProductType } from './order/catalogue'

/** Every page of the site by its language-free path. Only this map spells out URLs. */
export const pagePaths = {
  home: '/',
  customDesign: '/custom-design',
  fabrics: '/fabrics-materials',
  printing: '/printing',
  finishing: '/finishing-craftsmanship',
  payments: '/payments',
  delivery: '/delivery',
  factoryTour: '/factory-tour',
  faq: '/faq',
  contact: '/contact',
  careers: '/careers',
  press: '/press',
  quality: '/quality',
  privacy: '/privacy',
  thankYou: '/thank-you',
  legal: '/legal',
  terms: '/terms',
} as const

export type PageId = keyof typeof pagePaths

/**
 * The Information dropdown, in the order a buyer plans an order: design, material, printing,
 * finishing, payment and delivery, then the factory and the questions.
 */
export const informationPages = [
  'customDesign',
  'fabrics',
  'printing',
  'finishing',
  'payments',
  'delivery',
  'factoryTour',
  'faq',
] as const satisfies readonly PageId[]

/** A certificate's entry on the Quality and certificates page, by its id (app/content/certificates.ts). */
export const certificatePath = (id: string) => `${pagePaths.quality}#${id}`
export const productPath = (slug: ProductSlug) => `/products/${slug}`
/**
 * The order builder with a line filled in from a catalogue style: the link carries the style's code,
 * product type and fabric, so the builder needs no copy of the catalogue to fill the line. Goods made
 * of other materials than the fabric guide's (a ball's PU) have no fabric to carry.
 */
export const styleQuotePath = (style: { code: string; productType: ProductType; fabric?: Fabric }) =>
  `${pagePaths.customDesign}?${new URLSearchParams({ style: style.code, product: style.productType, ...(style.fabric ? { fabric: style.fabric } : {}) })}#${formAnchors.quote}`
/** A fit's chart on the size charts page. */
export const sizeChartPath = (fit: Fit) => `/size-charts#${fit}`
export const homeSection = (id: 'home' | 'about' | 'products' | 'services' | 'contact') => `/#${id}`

/** The path the build renders the Not Found page at; the server answers unknown paths with it. */
export const notFoundPath = '/404'
/** An unknown category renders the category page's "Product Not Found" view; the build keeps one. */
export const productNotFoundPath = '/products/not-found'

/** The newsletter's pages, by their last path segment: the links mailed to subscribers lead here. */
export const newsletterSteps = [
  'confirm',
  'unsubscribe',
  'subscribed',
  'unsubscribed',
  'link-expired',
] as const
export type NewsletterStep = (typeof newsletterSteps)[number]
export const newsletterPath = (step: NewsletterStep) => `/newsletter/${step}`

/** Every language-free path that has a page. */
export const sitePaths: string[] = [
  ...Object.values(pagePaths),
  ...productSlugs.map(productPath),
  ...newsletterSteps.map(newsletterPath),
]

/** Every page's path in every language, as its address spells it: `/faq`, `/es/faq`, `/es`. */
export const localizedSitePaths: ReadonlySet<string> = new Set(
  locales.flatMap((locale) => sitePaths.map((path) => localizePath(path, locale))),
)

/** Pages only a form or a mailed link leads to: never indexed, never in the sitemap. */
export const privatePaths: string[] = [pagePaths.thankYou, ...newsletterSteps.map(newsletterPath)]

/** Pages a search engine should list. */
export const indexablePaths: string[] = sitePaths.filter((path) => !privatePaths.includes(path))

/** Files the build writes beside the pages. */
export const seoFilePaths = ['/sitemap.xml', '/robots.txt']

/**
 * The query parameter of the thank-you page's address that names the reference of the request just
 * stored: the server renders the page with it when it has the strict format of a reference.
 */
export const referenceParameter = 'ref'

/**
 * Every path the build pre-renders: each page in each language, plus the Not Found pages. Pages
 * that depend on a request (a buyer's status page) are rendered by the server (decision 031).
 */
export const prerenderPaths: string[] = [
  ...locales.flatMap((locale) =>
    [...sitePaths, notFoundPath, productNotFoundPath].map((path) => localizePath(path, locale)),
  ),
  ...seoFilePaths,
]
