import { CompanyFacts } from '~/components/sections/company-facts'
import { PageHeader } from '~/components/sections/page-header'
import { ProseSections } from '~/components/sections/prose-sections'
import { SectionHeading } from '~/components/sections/section-heading'
import { legalContent } from '~/content/legal'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'

export const meta = contentPageMeta(legalContent)

export default function LegalPage() {
  const { page, header, identity, prose } = useContent(legalContent)
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={page.heading} lead={header.lead} />
      <section id="company" aria-labelledby="company-heading" className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
          <SectionHeading
            id="company-heading"
            eyebrow={identity.eyebrow}
            title={identity.title}
            intro={identity.intro}
          />
          <CompanyFacts labels={identity.labels} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <ProseSections
          sections={[
            { id: 'spain', ...prose.spain },
            { id: 'intellectual-property', ...prose.intellectualProperty },
            { id: 'terms-of-use', ...prose.termsOfUse },
          ]}
        />
      </div>
    </>
  )
}
