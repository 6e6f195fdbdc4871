import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { isProductSlug } from '~/content/catalog'
import { catalogContent } from '~/content/catalog-content'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'
import { useLocale } from '~/lib/use-locale'
import type { Route } from './+types/product'

export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
  const { t } = i18nFor(locale)
  if (!isProductSlug(params.slug)) {
    return pageMeta(location.pathname, {
      title: t('productPage.notFoundTitle'),
      description: t('productPage.notFoundText'),
      indexable: false,
    })
  }
  const entry = catalogContent[locale][params.slug]
  return pageMeta(location.pathname, {
    title: t('pages.product.title', { category: entry.title }),
    description: t('pages.product.description', { category: entry.title, summary: entry.description }),
  })
}

export default function ProductPage() {
  const { t } = useTranslation()
  const { slug } = useParams()
  const catalog = catalogContent[useLocale()]
  if (!isProductSlug(slug)) return <ProductNotFound />
  const entry = catalog[slug]
  return (
    <PageHeader title={entry.title} lead={entry.description}>
      <ButtonLink to={homeSection('contact')} size="lg">
        {t('productPage.getQuoteFor', { title: entry.title })}
      </ButtonLink>
    </PageHeader>
  )
}

function ProductNotFound() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
      <h1 className="text-4xl font-extrabold text-navy-900">{t('productPage.notFoundTitle')}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{t('productPage.notFoundText')}</p>
      <ButtonLink to={pagePaths.home} size="lg" className="mt-8">
        {t('productPage.backHome')}
      </ButtonLink>
    </section>
  )
}
