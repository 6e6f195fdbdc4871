import { Clock, Globe, Mail, MapPin, Phone, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { site } from '~/content/site'
import type { ContactContent } from '~/content/types'
import { ContactActions } from './contact-actions'
import { OfficeAddress } from './office-address'
import { OpeningHours } from './opening-hours'

const officeIds = ['uk', 'factory'] as const
// At least 24 px tall, the size a finger can hit (WCAG 2.5.8), though the text is smaller.
const linkClass =
  'inline-flex min-h-6 items-center font-semibold text-white underline-offset-4 hover:text-gold hover:underline'

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-bold tracking-[0.12em] text-white/65 uppercase">
        <span className="text-gold">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-7 break-words">{children}</dd>
    </div>
  )
}

/** The company's addresses, numbers and hours on a dark card, with the call and chat buttons. */
export function ContactDetails({ content }: { content: ContactContent }) {
  const icon = (Icon: typeof Phone) => <Icon aria-hidden="true" className="size-5" />
  return (
    <div className="rounded-card bg-navy-900 p-6 text-white/85 shadow-lift sm:p-8">
      <h3 className="text-xl font-bold text-white">{content.detailsTitle}</h3>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {officeIds.map((office) => (
          <div key={office} className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
            <div>
              <h4 className="font-bold text-white">{content.offices[office]}</h4>
              <OfficeAddress office={site.offices[office]} className="mt-1 leading-relaxed" />
            </div>
          </div>
        ))}
      </div>
      <dl className="mt-8 grid gap-5 border-t border-white/10 pt-8 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <DetailRow icon={icon(Phone)} label={content.labels.phone}>
          <a href={`tel:${site.phone.dial}`} className={linkClass}>
            {site.phone.display}
          </a>
        </DetailRow>
        <DetailRow icon={icon(Printer)} label={content.labels.fax}>
          {site.fax.display}
        </DetailRow>
        <DetailRow icon={icon(Mail)} label={content.labels.email}>
          <a href={`mailto:${site.email.info}`} className={linkClass}>
            {site.email.info}
          </a>
        </DetailRow>
        <DetailRow icon={icon(Globe)} label={content.labels.website}>
          <a href={site.url} className={linkClass}>
            {new URL(site.url).host}
          </a>
        </DetailRow>
      </dl>
      <div className="mt-8 border-t border-white/10 pt-8">
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
          <div className="flex-1">
            <h4 className="font-bold text-white">
              {content.labels.hours}
              <span className="ml-2 text-sm font-normal text-white/65">{content.timeZoneNote}</span>
            </h4>
            <OpeningHours content={content} className="mt-2" />
          </div>
        </div>
      </div>
      <div className="mt-8">
        <ContactActions callNow={content.callNow} liveChat={content.liveChat} newTab={content.newTab} />
      </div>
    </div>
  )
}
