import { Building2, Factory, Mail, Phone } from 'lucide-react'
import { site } from '~/content/site'
import type { ContactContent } from '~/content/types'
import { OfficeAddress } from './office-address'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/** The one phone and e-mail of the company are the head office's, so only its card lists them. */
const offices = [
  { id: 'uk', icon: Building2, reach: true },
  { id: 'factory', icon: Factory, reach: false },
] as const

/** The two sites of the company side by side, with what each one looks after. */
export function OfficeCards({ content }: { content: ContactContent }) {
  const cards = content.officeCards
  return (
    <Section labelledBy="offices-heading">
      <SectionHeading id="offices-heading" eyebrow={cards.eyebrow} title={cards.title} intro={cards.intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:gap-8">
        {offices.map(({ id, icon: Icon, reach }) => (
          <li
            key={id}
            className="flex flex-col rounded-card border border-line bg-white p-7 shadow-card sm:p-9"
          >
            <div className="flex items-center gap-4">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-navy-900 text-gold">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="text-xl font-bold text-navy-900">{cards[id].title}</h3>
            </div>
            <p className="mt-5 leading-relaxed text-muted">{cards[id].text}</p>
            <OfficeAddress
              office={site.offices[id]}
              className="mt-6 border-l-4 border-accent pl-4 text-lg leading-relaxed font-semibold text-navy-900"
            />
            {reach && (
              // Each link at least 24 px tall, a touch target by its own size (WCAG 2.2), whatever
              // font and spacing the page is drawn with.
              <ul className="mt-6 grid gap-2 text-[0.9375rem]">
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-accent" />
                  <span className="sr-only">{content.labels.phone}</span>
                  <a
                    href={`tel:${site.phone.dial}`}
                    className="inline-flex min-h-6 items-center font-semibold text-navy-900 hover:text-accent hover:underline"
                  >
                    {site.phone.display}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-accent" />
                  <span className="sr-only">{content.labels.email}</span>
                  <a
                    href={`mailto:${site.email.info}`}
                    className="inline-flex min-h-6 items-center font-semibold text-navy-900 hover:text-accent hover:underline"
                  >
                    {site.email.info}
                  </a>
                </li>
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
