import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('finishing')

export default function FinishingPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.finishing.heading')} lead={t('pages.finishing.description')} />
}
