import { useReturnedPost } from '~/components/forms/use-returned-post'
import { ContactSection } from '~/components/sections/contact-section'
import { OfficeCards } from '~/components/sections/office-cards'
import { PageHeader } from '~/components/sections/page-header'
import { contactContent } from '~/content/contact'
import { contentPageMeta } from '~/lib/meta'
import { useContent } from '~/lib/use-content'
import ContactForm from '~/islands/parts/contact-form'

export const meta = contentPageMeta(contactContent)

export default function ContactPage() {
  const contact = useContent(contactContent)
  const returned = useReturnedPost('contact')
  return (
    <>
      <PageHeader title={contact.page.heading} lead={contact.page.description} />
      <ContactSection content={contact}>
        <ContactForm returned={returned} />
      </ContactSection>
      <OfficeCards content={contact} />
    </>
  )
}
