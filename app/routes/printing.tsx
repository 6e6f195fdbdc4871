import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('printing')

export default function PrintingPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.printing.heading')} lead={t('pages.printing.description')} />
}
