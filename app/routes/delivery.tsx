import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PlaceholderFeatures } from '~/components/sections/placeholder-features'
import { ButtonLink } from '~/components/ui/button'
import { placeholdersContent } from '~/content/placeholders'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(placeholdersContent, (pages) => pages.delivery.page)

export default function DeliveryPage() {
  const { delivery } = useContent(placeholdersContent)
  return (
    <>
      <PageHeader
        eyebrow={delivery.header.eyebrow}
        title={delivery.page.heading}
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
