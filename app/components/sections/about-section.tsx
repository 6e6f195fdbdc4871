import { shownCertificates } from '~/content/certificates'
import type { HomeContent } from '~/content/types'
import { infoIcons } from './info-icons'
import { Section } from './section'
import { SectionHeading } from './section-heading'
import { LocalizedLink } from '../ui/localized-link'
import { StandardMentions } from '../ui/standard-mentions'
import { certificatePath } from '~/lib/paths'

export function AboutSection({ content }: { content: HomeContent['about'] }) {
  return (
    <Section id="about" labelledBy="about-heading">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading id="about-heading" eyebrow={content.eyebrow} title={content.title} />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
          <p className="mt-8 text-sm font-bold tracking-wide text-navy-900">{content.standardsLabel}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shownCertificates.map((certificate) => (
              <li key={certificate.id}>
                <LocalizedLink
                  to={certificatePath(certificate.id)}
                  className="inline-block rounded-full border border-navy-900/15 bg-navy-50 px-3.5 py-1.5 text-sm font-semibold text-navy-900 hover:border-navy-900/40 hover:underline"
                >
                  {certificate.name}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid content-start gap-5 sm:grid-cols-2 lg:col-span-7">
          {content.highlights.map((item) => {
            const Icon = infoIcons[item.icon]
            return (
              <li
                key={item.title}
                className="rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-7"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-navy-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">
                  <StandardMentions text={item.text} />
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </Section>
  )
}
