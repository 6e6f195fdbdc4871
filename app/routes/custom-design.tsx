import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('customDesign')

export default function CustomDesignPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.customDesign.heading')} lead={t('pages.customDesign.description')} />
}
