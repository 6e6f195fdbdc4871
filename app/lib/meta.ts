import type { MetaDescriptor } from 'react-router'
import { contentFor, type PageContent } from '~/content/page-content'
import { site } from '~/content/site'
import type { PageMetaWords } from '~/content/types/page-words'
import { i18nFor } from '~/i18n/config'
import { homeSection } from './paths'
import { breadcrumbSchema, organizationSchema, websiteSchema } from './structured-data'
import { localeFromPath, locales, localizePath, stripLocale, type Locale } from './locale'

/** The share image the build draws for each language (scripts/build-extras.ts). */
export const shareImagePath = (locale: Locale) => `/share-${locale}.png`

const ogLocales: Record<Locale, string> = { en: 'en_GB', es: 'es_ES' }

/** "{page} - {brand}": every page's title, the page first so a tab's short title still names it. */
export function pageTitle(page: string): string {
  return `${page} - ${site.brand}`
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href
}

/**
 * Title, description, canonical link and language alternates of a page. `breadcrumb` names the page
 * in its breadcrumb trail when that is shorter than its title (a category's name beside the title
 * written for search results). `indexable: false` is for pages that must not be indexed (Not Found).
 */
export function pageMeta(
  pathname: string,
  {
    title,
    description,
    breadcrumb = title,
    indexable = true,
  }: { title: string; description: string; breadcrumb?: string; indexable?: boolean },
): MetaDescriptor[] {
  const base = stripLocale(pathname)
  const locale = localeFromPath(pathname)
  const meta: MetaDescriptor[] = [{ title: pageTitle(title) }, { name: 'description', content: description }]
  if (!indexable) return [...meta, { name: 'robots', content: 'noindex' }]
  const image = absoluteUrl(shareImagePath(locale))
  return [
    ...meta,
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: pageTitle(title) },
    { property: 'og:description', content: description },
    { property: 'og:url', content: absoluteUrl(pathname) },
    { property: 'og:locale', content: ogLocales[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: site.legalName },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: pageTitle(title) },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...structuredData(pathname, breadcrumb, description),
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(pathname) },
    ...locales.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: absoluteUrl(localizePath(base, locale)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(base) },
  ]
}

/** JSON-LD: who we are on the home page, the way back home everywhere else. */
function structuredData(pathname: string, breadcrumb: string, description: string): MetaDescriptor[] {
  const locale = localeFromPath(pathname)
  const base = stripLocale(pathname)
  if (base === '/') {
    return [
      { 'script:ld+json': organizationSchema(locale, absoluteUrl, description) },
      { 'script:ld+json': websiteSchema(locale, absoluteUrl) },
    ]
  }
  const { t } = i18nFor(locale)
  const crumbs = [
    { name: t('nav.home'), path: localizePath('/', locale) },
    ...(base.startsWith('/products/')
      ? [{ name: t('nav.products'), path: localizePath(homeSection('products'), locale) }]
      : []),
    { name: breadcrumb, path: pathname },
  ]
  return [{ 'script:ld+json': breadcrumbSchema(crumbs, absoluteUrl) }]
}

/**
 * The meta of a page from its own words: `pageOf` picks its `page` words (title and description)
 * from the page's content, which holds them by default.
 */
export function contentPageMeta<Content extends { page: PageMetaWords }>(
  content: PageContent<unknown, Content>,
): MetaFunctionOf
export function contentPageMeta<Content>(
  content: PageContent<unknown, Content>,
  pageOf: (content: Content) => PageMetaWords,
): MetaFunctionOf
export function contentPageMeta<Content>(
  content: PageContent<unknown, Content>,
  pageOf = (filled: Content) => (filled as { page: PageMetaWords }).page,
): MetaFunctionOf {
  return ({ location }) => {
    const { title, description } = pageOf(contentFor(content, localeFromPath(location.pathname)))
    return pageMeta(location.pathname, { title, description })
  }
}

type MetaFunctionOf = (args: { location: { pathname: string } }) => MetaDescriptor[]
