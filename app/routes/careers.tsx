import { CareersOpenings } from '~/components/sections/careers-openings'
import { CtaBand } from '~/components/sections/cta-band'
import { FeatureGrid } from '~/components/sections/feature-grid'
import { featureItems } from '~/components/sections/info-icons'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { careersContent } from '~/content/careers'
import { site } from '~/content/site'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(careersContent)

export default function CareersPage() {
  const careers = useContent(careersContent)
  return (
    <>
      <PageHeader eyebrow={careers.header.eyebrow} title={careers.page.heading} lead={careers.header.lead} />
      <InfoSection id="reasons" intro={careers.reasons}>
        <FeatureGrid items={featureItems(careers.reasons.items)} />
      </InfoSection>
      <CareersOpenings email={site.email.careers} openings={careers.openings} teams={careers.teams} />
      <CtaBand title={careers.cta.title} text={careers.cta.text}>
        <ButtonLink to={pagePaths.factoryTour} size="lg">
          {careers.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('about')} variant="ghostLight" size="lg">
          {careers.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
