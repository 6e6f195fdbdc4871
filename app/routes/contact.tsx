import { useTranslation } from 'react-i18next'
import { ContactSection } from '~/components/sections/contact-section'
import { OfficeCards } from '~/components/sections/office-cards'
import { PageHeader } from '~/components/sections/page-header'
import { contactContent } from '~/content/contact'
import { simplePageMeta } from '~/lib/meta'
import { useContent } from '~/lib/use-content'
import ContactForm from '~/islands/parts/contact-form'

export const meta = simplePageMeta('contact')

export default function ContactPage() {
  const { t } = useTranslation()
  const contact = useContent(contactContent)
  return (
    <>
      <PageHeader title={t('pages.contact.heading')} lead={t('pages.contact.description')} />
      <ContactSection content={contact}>
        <ContactForm />
      </ContactSection>
      <OfficeCards content={contact} />
    </>
  )
}
