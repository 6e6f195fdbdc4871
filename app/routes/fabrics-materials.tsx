import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('fabrics')

export default function FabricsMaterialsPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.fabrics.heading')} lead={t('pages.fabrics.description')} />
}
