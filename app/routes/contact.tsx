import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('contact')

export default function ContactPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.contact.heading')} lead={t('pages.contact.description')} />
}
