import type { ContactContent } from '~/content/types'
import ContactForm from '~/islands/parts/contact-form'
import { ContactDetails } from './contact-details'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/** The enquiry form beside every way to reach the company. Anchored `#contact` wherever it is used. */
export function ContactSection({ content }: { content: ContactContent }) {
  return (
    <Section id="contact" labelledBy="contact-heading" tone="surface">
      <SectionHeading
        id="contact-heading"
        eyebrow={content.eyebrow}
        title={content.title}
        intro={content.text}
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-12 lg:gap-10">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-7 lg:p-10">
          <ContactForm />
        </div>
        <div className="lg:col-span-5">
          <ContactDetails content={content} />
        </div>
      </div>
    </Section>
  )
}
