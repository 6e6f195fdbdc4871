import { useTranslation } from 'react-i18next'
import { ContactSection } from '~/components/sections/contact-section'
import { OfficeCards } from '~/components/sections/office-cards'
import { PageHeader } from '~/components/sections/page-header'
import { contact as contactEn } from '~/content/en/contact'
import { contact as contactEs } from '~/content/es/contact'
import { simplePageMeta } from '~/lib/meta'
import { useInfoContent } from '~/content/figure-text'

export const meta = simplePageMeta('contact')

export default function ContactPage() {
  const { t } = useTranslation()
  const contact = useInfoContent({ en: contactEn, es: contactEs })
  return (
    <>
      <PageHeader title={t('pages.contact.heading')} lead={t('pages.contact.description')} />
      <ContactSection content={contact} />
      <OfficeCards content={contact} />
    </>
  )
}
