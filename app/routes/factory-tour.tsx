import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('factoryTour')

export default function FactoryTourPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.factoryTour.heading')} lead={t('pages.factoryTour.description')} />
}
