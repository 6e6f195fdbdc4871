import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('press')

export default function PressPage() {
  const { t } = useTranslation()
  return <PageHeader title={t('pages.press.heading')} lead={t('pages.press.description')} />
}
