import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { SizeChart } from '~/components/sections/size-chart'
import { ButtonLink } from '~/components/ui/button'
import { LocalizedLink } from '~/components/ui/localized-link'
import { sizeChartsContent } from '~/content/size-charts'
import { useTranslation } from 'react-i18next'
import { formAnchors } from '~/lib/forms/common'
import { contentPageMeta } from '~/lib/meta'
import { fits } from '~/lib/order/catalogue'
import { pagePaths, sizeChartPath } from '~/lib/paths'
import { useContent } from '~/lib/use-content'

export const meta = contentPageMeta(sizeChartsContent)

export default function SizeChartsPage() {
  const { t } = useTranslation()
  const words = useContent(sizeChartsContent)
  return (
    <>
      <PageHeader eyebrow={words.header.eyebrow} title={words.page.heading} lead={words.header.lead}>
        <nav aria-label={t('sizeCharts.jumpTo')}>
          <ul className="flex flex-wrap gap-3">
            {fits.map((fit) => (
              <li key={fit}>
                <LocalizedLink
                  to={sizeChartPath(fit)}
                  className="inline-flex min-h-11 items-center rounded-full border border-white/30 px-5 font-semibold text-white hover:border-gold hover:text-gold"
                >
                  {words.charts[fit].title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {fits.map((fit, index) => (
        <SizeChart key={fit} fit={fit} words={words} tone={index % 2 === 0 ? 'white' : 'surface'} />
      ))}
      <CtaBand title={words.cta.title} text={words.cta.text}>
        <ButtonLink to={`${pagePaths.customDesign}#${formAnchors.quote}`} size="lg">
          {words.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.faq} variant="ghostLight" size="lg">
          {words.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
