import { useTranslation } from 'react-i18next'
import { ContactSection } from '~/components/sections/contact-section'
import { OfficeCards } from '~/components/sections/office-cards'
import { PageHeader } from '~/components/sections/page-header'
import { contactContent } from '~/content/contact'
import { simplePageMeta } from '~/lib/meta'
import { useContent } from '~/content/use-content'

export const meta = simplePageMeta('contact')

export default function ContactPage() {
  const { t } = useTranslation()
  const contact = useContent(contactContent)
  return (
    <>
      <PageHeader title={t('pages.contact.heading')} lead={t('pages.contact.description')} />
      <ContactSection content={contact} />
      <OfficeCards content={contact} />
    </>
  )
}
