import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('faq')

export default function FaqPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.faq.heading')} lead={t('pages.faq.description')} />
}
