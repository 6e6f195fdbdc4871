import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PlaceholderFeatures } from '~/components/sections/placeholder-features'
import { ButtonLink } from '~/components/ui/button'
import { placeholdersContent } from '~/content/placeholders'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(placeholdersContent, (pages) => pages.finishing.page)

export default function FinishingPage() {
  const { finishing } = useContent(placeholdersContent)
  return (
    <>
      <PageHeader
        eyebrow={finishing.header.eyebrow}
        title={finishing.page.heading}
        lead={finishing.header.lead}
      />
      <PlaceholderFeatures content={finishing} />
      <CtaBand title={finishing.cta.title} text={finishing.cta.text}>
        <ButtonLink to={pagePaths.customDesign} size="lg">
          {finishing.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {finishing.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
