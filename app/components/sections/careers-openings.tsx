import { BriefcaseBusiness, ChevronRight, Mail } from 'lucide-react'
import { buttonClass } from '~/components/ui/button'
import type { CareersContent } from '~/content/types/info-pages'
import { InfoSection } from './info-section'

/** Where vacancies would be: today a clear "none open" with an invitation to send a CV. */
export function CareersOpenings({
  email,
  openings,
  teams,
}: {
  email: string
  openings: CareersContent['openings']
  teams: CareersContent['teams']
}) {
  return (
    <InfoSection id="openings" intro={openings} tone="surface">
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-navy-50 px-4 py-1.5 text-sm font-bold text-navy-900">
            <BriefcaseBusiness aria-hidden="true" className="size-4 text-accent" />
            {openings.status}
          </p>
          <p className="mt-5 text-lg leading-relaxed text-navy-900">{openings.text}</p>
          <p className="mt-3 leading-relaxed text-muted">{openings.note}</p>
          <div className="mt-7 flex flex-wrap items-center gap-x-5 gap-y-3">
            <a href={`mailto:${email}`} className={buttonClass({ size: 'lg' })}>
              <Mail aria-hidden="true" className="size-5" />
              {openings.apply}
            </a>
            <span className="font-semibold break-all text-navy-900">{email}</span>
          </div>
        </div>
        <div className="rounded-card bg-navy-900 p-6 text-white sm:p-8">
          <h3 className="text-lg font-bold">{teams.title}</h3>
          <ul className="mt-4 grid gap-3">
            {teams.items.map((team) => (
              <li key={team} className="flex items-start gap-2 text-white/90">
                <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                {team}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </InfoSection>
  )
}
