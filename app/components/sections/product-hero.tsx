import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProductArt } from '~/components/art/product-art'
import { LocalizedLink } from '~/components/ui/localized-link'
import { LineSheetLink } from '~/components/sections/line-sheet-link'
import { ButtonLink } from '~/components/ui/button'
import { Photo } from '~/components/ui/photo'
import type { ProductSlug } from '~/content/product-menu'
import { homeSection, pagePaths } from '~/lib/paths'
import { builtPhoto } from '~/lib/photos'

/** The top of a category page: where it sits, the one `h1`, the pitch and the category's artwork. */
export function ProductHero({
  slug,
  eyebrow,
  title,
  description,
  heroAlt,
  breadcrumbLabel,
  customDesignLabel,
  lineSheetBytes,
}: {
  slug: ProductSlug
  eyebrow: string
  title: string
  description: string
  heroAlt: string
  breadcrumbLabel: string
  customDesignLabel: string
  /** The category's line sheet's size in bytes, or null where the build made none (development). */
  lineSheetBytes: number | null
}) {
  const { t } = useTranslation()
  const crumb = 'rounded-sm hover:text-white hover:underline'
  const photo = builtPhoto({ place: 'categoryHero', entry: slug })
  const frame = 'relative h-auto w-full rounded-3xl shadow-lift'
  return (
    <section aria-labelledby="product-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_25%,rgb(194_65_12/0.35),transparent_45%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.06] [background-image:repeating-linear-gradient(135deg,#fff_0_1px,transparent_1px_14px)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-14 sm:px-6 sm:pb-20">
        <nav aria-label={breadcrumbLabel}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/70">
            <li>
              <LocalizedLink to={pagePaths.home} className={crumb}>
                {t('nav.home')}
              </LocalizedLink>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <LocalizedLink to={homeSection('products')} className={crumb}>
                {t('nav.products')}
              </LocalizedLink>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-semibold text-white">
              {title}
            </li>
          </ol>
        </nav>
        <div className="mt-10 grid items-center gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
          <div>
            <p className="text-sm font-bold tracking-[0.16em] text-gold uppercase">{eyebrow}</p>
            <h1 id="product-heading" className="mt-3 text-4xl font-extrabold sm:text-5xl lg:text-[3.25rem]">
              {title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85">{description}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {/* The label carries the category's name, which can outgrow a phone in Spanish. */}
              <ButtonLink to={homeSection('contact')} size="lg" wrap>
                {t('productPage.getQuoteFor', { title })}
              </ButtonLink>
              <ButtonLink to={pagePaths.customDesign} variant="ghostLight" size="lg">
                {customDesignLabel}
              </ButtonLink>
            </div>
            <LineSheetLink
              subject={slug}
              bytes={lineSheetBytes}
              className="mt-6 inline-flex min-h-6 items-center gap-2 rounded-sm text-sm font-semibold text-white underline underline-offset-4 hover:text-gold"
            />
          </div>
          <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
            <div
              aria-hidden="true"
              className="absolute -inset-3 rounded-[2rem] bg-white/5 ring-1 ring-white/10"
            />
            {/* The page's main image, beside its heading. */}
            {photo ? (
              <Photo photo={photo} place="categoryHero" main className={frame} />
            ) : (
              <ProductArt slug={slug} label={heroAlt} className={frame} />
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
