import type { MetaDescriptor } from 'react-router'
import { site } from '~/content/site'
import { i18nFor } from '~/i18n/config'
import { localeFromPath, locales, localizePath, stripLocale } from './locale'

/** "{page} - {brand}", the spec's title format. */
export function pageTitle(page: string): string {
  return `${page} - ${site.brand}`
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href
}

/**
 * Title, description, canonical link and language alternates of a page. `indexable: false` is for
 * pages that must not be indexed (Not Found).
 */
export function pageMeta(
  pathname: string,
  { title, description, indexable = true }: { title: string; description: string; indexable?: boolean },
): MetaDescriptor[] {
  const base = stripLocale(pathname)
  const meta: MetaDescriptor[] = [{ title: pageTitle(title) }, { name: 'description', content: description }]
  if (!indexable) return [...meta, { name: 'robots', content: 'noindex' }]
  return [
    ...meta,
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

type SimplePage =
  | 'home'
  | 'customDesign'
  | 'fabrics'
  | 'printing'
  | 'finishing'
  | 'payments'
  | 'delivery'
  | 'factoryTour'
  | 'faq'
  | 'contact'
  | 'careers'
  | 'press'
  | 'notFound'

/** The meta of a page whose title and description are translation strings under `pages.{id}`. */
export function simplePageMeta(id: SimplePage) {
  return ({ location }: { location: { pathname: string } }) => {
    const { t } = i18nFor(localeFromPath(location.pathname))
    return pageMeta(location.pathname, {
      title: t(`pages.${id}.title`),
      description: t(`pages.${id}.description`),
      indexable: id !== 'notFound',
    })
  }
}
