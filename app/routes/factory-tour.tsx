import { CtaBand } from '~/components/sections/cta-band'
import { FactoryTourVideo } from '~/components/sections/factory-tour-video'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { featureItems } from '~/components/sections/info-icons'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { factoryTourContent } from '~/content/factory-tour'
import { site } from '~/content/site'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(factoryTourContent)

export default function FactoryTourPage() {
  const tour = useContent(factoryTourContent)
  return (
    <>
      <PageHeader eyebrow={tour.header.eyebrow} title={tour.page.heading} lead={tour.header.lead} />
      <FactoryTourVideo src={site.embeds.factoryTour} video={tour.video} facts={tour.facts} />
      <InfoSection id="inside" intro={tour.cards} tone="surface">
        <FeatureGrid items={featureItems(tour.cards.items)} />
      </InfoSection>
      <CtaBand title={tour.cta.title} text={tour.cta.text}>
        <ButtonLink to={pagePaths.customDesign} size="lg">
          {tour.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {tour.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
