import { useTranslation } from 'react-i18next'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PlaceholderFeatures } from '~/components/sections/placeholder-features'
import { ButtonLink } from '~/components/ui/button'
import { placeholdersContent } from '~/content/placeholders'
import { useContent } from '~/lib/use-content'
import { simplePageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = simplePageMeta('delivery')

export default function DeliveryPage() {
  const { t } = useTranslation()
  const { delivery } = useContent(placeholdersContent)
  return (
    <>
      <PageHeader
        eyebrow={delivery.header.eyebrow}
        title={t('pages.delivery.heading')}
        lead={delivery.header.lead}
      />
      <PlaceholderFeatures content={delivery} />
      <CtaBand title={delivery.cta.title} text={delivery.cta.text}>
        <ButtonLink to={homeSection('contact')} size="lg">
          {delivery.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.faq} variant="ghostLight" size="lg">
          {delivery.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
