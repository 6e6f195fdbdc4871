import type { ReactNode } from 'react'
import type { ContactContent } from '~/content/types'
import { ContactDetails } from './contact-details'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/**
 * The enquiry form beside every way to reach the company. Anchored `#contact` wherever it is used.
 * The page hands in the form (its island), since a section renders components, never islands.
 */
export function ContactSection({ content, children }: { content: ContactContent; children: ReactNode }) {
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
          {children}
        </div>
        <div className="lg:col-span-5">
          <ContactDetails content={content} />
        </div>
      </div>
    </Section>
  )
}
