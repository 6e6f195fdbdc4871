import { useTranslation } from 'react-i18next'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PlaceholderFeatures } from '~/components/sections/placeholder-features'
import { ButtonLink } from '~/components/ui/button'
import { PaymentBadges } from '~/components/ui/payment-badges'
import { placeholdersContent } from '~/content/placeholders'
import { useContent } from '~/lib/use-content'
import { simplePageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = simplePageMeta('payments')

export default function PaymentsPage() {
  const { t } = useTranslation()
  const { payments } = useContent(placeholdersContent)
  return (
    <>
      <PageHeader
        eyebrow={payments.header.eyebrow}
        title={t('pages.payments.heading')}
        lead={payments.header.lead}
      >
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
