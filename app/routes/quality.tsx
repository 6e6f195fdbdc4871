import { CertificateList } from '~/components/sections/certificate-list'
import { CtaBand } from '~/components/sections/cta-band'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { ProcessSteps } from '~/components/sections/process-steps'
import { ButtonLink } from '~/components/ui/button'
import { shownCertificates } from '~/content/certificates'
import { qualityContent } from '~/content/quality'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(qualityContent)

export default function QualityPage() {
  const quality = useContent(qualityContent)
  return (
    <>
      <PageHeader eyebrow={quality.header.eyebrow} title={quality.page.heading} lead={quality.header.lead} />
      <InfoSection id="certificates" intro={quality.list} tone="surface">
        <CertificateList certificates={shownCertificates} words={quality.list.entries} />
      </InfoSection>
      <InfoSection id="check" intro={quality.check}>
        <ProcessSteps steps={quality.check.steps} />
      </InfoSection>
      <CtaBand title={quality.cta.title} text={quality.cta.text}>
        <ButtonLink to={homeSection('contact')} size="lg">
          {quality.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.faq} variant="ghostLight" size="lg">
          {quality.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
