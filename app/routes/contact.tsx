import { ContactSection } from '~/components/sections/contact-section'
import { OfficeCards } from '~/components/sections/office-cards'
import { PageHeader } from '~/components/sections/page-header'
import { contactContent } from '~/content/contact'
import { contentPageMeta } from '~/lib/meta'
import { useContent } from '~/content/use-content'

export const meta = contentPageMeta(contactContent)

export default function ContactPage() {
  const contact = useContent(contactContent)
  return (
    <>
      <PageHeader title={contact.page.heading} lead={contact.page.description} />
      <ContactSection content={contact} />
      <OfficeCards content={contact} />
    </>
  )
}
