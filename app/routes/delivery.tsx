import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('delivery')

export default function DeliveryPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.delivery.heading')} lead={t('pages.delivery.description')} />
}
