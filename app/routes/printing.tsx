import { CtaBand } from '~/components/sections/cta-band'
import { DataTable } from '~/components/sections/data-table'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { PrintingMethods } from '~/components/sections/printing-methods'
import { ButtonLink } from '~/components/ui/button'
import { printingContent } from '~/content/printing'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(printingContent)

export default function PrintingPage() {
  const printing = useContent(printingContent)
  const { table, scrollHint, ...useCasesIntro } = printing.useCases
  return (
    <>
      <PageHeader
        eyebrow={printing.header.eyebrow}
        title={printing.page.heading}
        lead={printing.header.lead}
      />
      <PrintingMethods methods={printing.methods} personalization={printing.personalization} />
      <InfoSection id="use-cases" intro={useCasesIntro} tone="surface">
        <DataTable table={table} scrollHint={scrollHint} />
      </InfoSection>
      <CtaBand title={printing.cta.title} text={printing.cta.text}>
        <ButtonLink to={pagePaths.customDesign} size="lg">
          {printing.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {printing.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
