import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PlaceholderFeatures } from '~/components/sections/placeholder-features'
import { ButtonLink } from '~/components/ui/button'
import { PaymentBadges } from '~/components/ui/payment-badges'
import { placeholdersContent } from '~/content/placeholders'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(placeholdersContent, (pages) => pages.payments.page)

export default function PaymentsPage() {
  const { payments } = useContent(placeholdersContent)
  return (
    <>
      <PageHeader eyebrow={payments.header.eyebrow} title={payments.page.heading} lead={payments.header.lead}>
        <PaymentBadges />
      </PageHeader>
      <PlaceholderFeatures content={payments} />
      <CtaBand title={payments.cta.title} text={payments.cta.text}>
        <ButtonLink to={homeSection('contact')} size="lg">
          {payments.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.faq} variant="ghostLight" size="lg">
          {payments.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
