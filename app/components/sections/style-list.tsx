import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProductArt } from '~/components/art/product-art'
import { ButtonLink } from '~/components/ui/button'
import { LocalizedLink } from '~/components/ui/localized-link'
import { Photo } from '~/components/ui/photo'
import type { ProductSlug } from '~/content/product-menu'
import type { Style } from '~/content/styles'
import { fitSizes, minimumOrders, productCategories } from '~/lib/order/catalogue'
import { fabricWeights, optionNames } from '~/lib/order/option-names'
import type { Translate } from '~/lib/forms/messages'
import { decorationName, rangeText, sizeRun } from '~/lib/order/wording'
import { sizeChartPath, styleQuotePath } from '~/lib/paths'
import { builtPhoto } from '~/lib/photos'
import { useLocale } from '~/lib/use-locale'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/**
 * A category's styles, each a card with its photo (or the category's drawing), its code, words,
 * fabrics, decorations, fits and sizes, the minimum order and lead time of the business figures and
 * a link that opens the order builder with the style's line filled in. Plain HTML: nothing runs.
 */
export function StyleList({ slug, styles }: { slug: ProductSlug; styles: readonly Style[] }) {
  const { t } = useTranslation()
  if (styles.length === 0) return null
  return (
    <Section labelledBy="styles-heading" tone="surface">
      <SectionHeading
        id="styles-heading"
        eyebrow={t('styles.eyebrow')}
        title={t('styles.title')}
        intro={t('styles.intro')}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {styles.map((style) => (
          <StyleCard key={style.code} slug={slug} style={style} />
        ))}
      </ul>
    </Section>
  )
}

/** One style's card: what a buyer compares on, and the link to quote it. */
function StyleCard({ slug, style }: { slug: ProductSlug; style: Style }) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const names = optionNames(locale)
  const weights = fabricWeights(locale)
  const photo = builtPhoto({ place: 'styleCard', entry: `${style.code.toLowerCase()}/1` })
  const minimum = minimumOrders[productCategories[style.productType]]
  const frame = 'aspect-[4/3] h-auto w-full rounded-t-card bg-white'
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      {photo ? (
        <Photo photo={photo} place="styleCard" className={frame} />
      ) : (
        // The category's drawing stands in small: it says what kind of item this is, not this style.
        <div className="px-6 pt-6">
          <ProductArt slug={slug} className="h-24 w-auto rounded-lg" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold tracking-widest text-accent">{style.code}</p>
        <h3 className="mt-2 text-xl font-bold text-navy-900">{style.name}</h3>
        <p className="mt-3 leading-relaxed text-muted">{style.description}</p>
        <dl className="mt-5 grid gap-3 text-sm">
          {style.fabrics.length > 0 && (
            <div>
              <dt className="font-bold text-navy-900">{t('styles.fabrics')}</dt>
              <dd className="text-ink">
                {style.fabrics
                  .map((fabric) =>
                    t('styles.fabric', { name: names.fabrics[fabric], weight: weights[fabric] }),
                  )
                  .join(' · ')}
              </dd>
            </div>
          )}
          <div>
            <dt className="font-bold text-navy-900">{t('styles.decorations')}</dt>
            <dd className="text-ink">
              {style.decorations
                .map((decoration) => decorationName(decoration, translate, names))
                .join(' · ')}
            </dd>
          </div>
          {style.fits.length > 0 && (
            <div>
              <dt className="font-bold text-navy-900">{t('styles.fits')}</dt>
              {style.fits.map(({ fit, sizes }) => {
                const fitName = t(`styles.fitNames.${fit}`)
                return (
                  <dd key={fit} className="text-ink">
                    {fitName}: {sizeRun(sizes, fitSizes[fit])} ·{' '}
                    <LocalizedLink
                      to={sizeChartPath(fit)}
                      aria-label={t('styles.sizeChartFor', { fit: fitName })}
                      className="font-semibold text-accent-strong underline"
                    >
                      {t('styles.sizeChart')}
                    </LocalizedLink>
                  </dd>
                )
              })}
            </div>
          )}
          <div>
            <dt className="font-bold text-navy-900">{t('styles.minimumOrder')}</dt>
            <dd className="text-ink">
              {minimum
                ? t('styles.minimumPerDesign', { minimum: rangeText(minimum, locale) })
                : t('styles.quotedPerItem')}
            </dd>
          </div>
          <div>
            <dt className="font-bold text-navy-900">{t('styles.leadTime')}</dt>
            <dd className="text-ink">{t('styles.leadTimeValue')}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-6">
          <ButtonLink
            to={styleQuotePath({
              code: style.code,
              productType: style.productType,
              fabric: style.fabrics[0],
            })}
            aria-label={t('styles.quoteStyle', { name: style.name, code: style.code })}
            wrap
          >
            {t('styles.quote')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </li>
  )
}
