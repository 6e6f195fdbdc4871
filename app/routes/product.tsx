import { useTranslation } from 'react-i18next'
import { useLoaderData, useParams } from 'react-router'
import { CtaBand } from '~/components/sections/cta-band'
import { FabricGrid } from '~/components/sections/fabric-grid'
import { FactoryVideo } from '~/components/sections/factory-video'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { featureItems } from '~/components/sections/info-icons'
import { PaymentsBanner } from '~/components/sections/payments-banner'
import { ProcessSteps } from '~/components/sections/process-steps'
import { ProductHero } from '~/components/sections/product-hero'
import { ProductOverview } from '~/components/sections/product-overview'
import { RelatedCategories } from '~/components/sections/related-categories'
import { Section } from '~/components/sections/section'
import { SectionHeading } from '~/components/sections/section-heading'
import { StyleList } from '~/components/sections/style-list'
import { ButtonLink } from '~/components/ui/button'
import {
  isProductSlug,
  productMenuGroupOrder,
  productMenuGroups,
  type ProductMenuGroup,
  type ProductSlug,
} from '~/content/product-menu'
import { catalogContent } from '~/content/catalog-content'
import { contentFor } from '~/content/page-content'
import { productPageContent } from '~/content/product-page'
import { productsContent } from '~/content/products'
import { stylesOf, type Style } from '~/content/styles'
import type { ProductContent } from '~/content/types'
import { useContent } from '~/lib/use-content'
import { i18nFor } from '~/i18n/config'
import { lineSheetBytes } from '~/lib/line-sheets.server'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'
import type { Route } from './+types/product'

/**
 * Runs at build time only: each pre-rendered page is written with its own category's copy in its own
 * language. No page code ships to the browser, so the copy reaches it as HTML alone.
 */
export function loader({ params, request }: Route.LoaderArgs): {
  product: ProductContent | null
  styles: Style[]
  sheetBytes: number | null
} {
  const locale = localeFromPath(new URL(request.url).pathname)
  if (!isProductSlug(params.slug)) return { product: null, styles: [], sheetBytes: null }
  return {
    product: contentFor(productsContent, locale)[params.slug],
    styles: stylesOf(params.slug, locale),
    sheetBytes: lineSheetBytes(params.slug, locale) ?? null,
  }
}

export function meta({ params, location, loaderData }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
  const product = loaderData?.product
  if (!isProductSlug(params.slug) || !product) {
    const { t } = i18nFor(locale)
    return pageMeta(location.pathname, {
      title: t('productPage.notFoundTitle'),
      description: t('productPage.notFoundText'),
      indexable: false,
    })
  }
  return pageMeta(location.pathname, {
    ...product.seo,
    breadcrumb: contentFor(catalogContent, locale)[params.slug].title,
  })
}

/** `pants-trousers` is in no menu group; it sits best with the casual and work ranges. */
function menuGroupOf(slug: ProductSlug): ProductMenuGroup {
  return (
    productMenuGroupOrder.find((group) => (productMenuGroups[group] as readonly string[]).includes(slug)) ??
    'casualAndWork'
  )
}

export default function ProductPage() {
  const { slug } = useParams()
  const { product, styles, sheetBytes } = useLoaderData<typeof loader>()
  if (!isProductSlug(slug) || !product) return <ProductNotFound />
  return <CategoryPage slug={slug} product={product} styles={styles} sheetBytes={sheetBytes} />
}

function CategoryPage({
  slug,
  product,
  styles,
  sheetBytes,
}: {
  slug: ProductSlug
  product: ProductContent
  styles: Style[]
  sheetBytes: number | null
}) {
  const { t } = useTranslation()
  const catalog = useContent(catalogContent)
  const page = useContent(productPageContent)
  const group = menuGroupOf(slug)
  const related = (productMenuGroups[group] as readonly ProductSlug[]).filter((other) => other !== slug)
  const title = catalog[slug].title
  return (
    <>
      <ProductHero
        slug={slug}
        eyebrow={t(`productGroups.${group}`)}
        title={title}
        description={product.description}
        heroAlt={product.heroAlt}
        breadcrumbLabel={page.breadcrumb}
        customDesignLabel={page.customDesign}
        lineSheetBytes={sheetBytes}
      />
      <ProductOverview content={product} labels={page} />
      <StyleList slug={slug} styles={styles} />
      <Section labelledBy="process-heading" tone="surface">
        <SectionHeading
          id="process-heading"
          eyebrow={page.process.eyebrow}
          title={page.process.title}
          intro={page.process.intro}
        />
        <ProcessSteps steps={page.process.steps} />
      </Section>
      <FactoryVideo content={page.video} />
      <FabricGrid content={page.fabrics} />
      <Section labelledBy="customization-heading">
        <SectionHeading
          id="customization-heading"
          eyebrow={page.customization.eyebrow}
          title={page.customization.title}
          intro={page.customization.intro}
        />
        <div className="mt-10">
          <FeatureGrid items={featureItems(page.customization.cards)} />
        </div>
      </Section>
      <PaymentsBanner content={page.payments} />
      <RelatedCategories
        slugs={related}
        catalog={catalog}
        title={page.related.title}
        viewAll={page.related.viewAll}
      />
      <CtaBand title={page.closing.title} text={page.closing.text}>
        <ButtonLink to={pagePaths.customDesign} size="lg">
          {page.closing.customDesign}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {page.closing.getQuote}
        </ButtonLink>
      </CtaBand>
    </>
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
