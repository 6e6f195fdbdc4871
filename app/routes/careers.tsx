import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('careers')

export default function CareersPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.careers.heading')} lead={t('pages.careers.description')} />
}
