import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('payments')

export default function PaymentsPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.payments.heading')} lead={t('pages.payments.description')} />
}
