import { CtaBand } from '~/components/sections/cta-band'
import { DataTable } from '~/components/sections/data-table'
import { FabricGroups } from '~/components/sections/fabric-groups'
import { FabricNeeds } from '~/components/sections/fabric-needs'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { fabricsContent } from '~/content/fabrics'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(fabricsContent)

export default function FabricsMaterialsPage() {
  const fabrics = useContent(fabricsContent)
  const { items, labels, ...groupsIntro } = fabrics.groups
  const { table, scrollHint, ...careIntro } = fabrics.care
  const { needs, picksLabel, ...choosingIntro } = fabrics.choosing
  return (
    <>
      <PageHeader eyebrow={fabrics.header.eyebrow} title={fabrics.page.heading} lead={fabrics.header.lead} />
      <InfoSection id="fabric-groups" intro={groupsIntro}>
        <FabricGroups items={items} labels={labels} />
      </InfoSection>
      <InfoSection id="fabric-care" intro={careIntro} tone="surface">
        <DataTable table={table} scrollHint={scrollHint} />
      </InfoSection>
      <InfoSection id="choosing-fabric" intro={choosingIntro}>
        <FabricNeeds needs={needs} picksLabel={picksLabel} />
      </InfoSection>
      <CtaBand title={fabrics.cta.title} text={fabrics.cta.text}>
        <ButtonLink to={homeSection('contact')} size="lg">
          {fabrics.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.customDesign} variant="ghostLight" size="lg">
          {fabrics.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
