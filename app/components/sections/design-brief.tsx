import { CircleCheck, Mail } from 'lucide-react'
import type { CustomDesignContent } from '~/content/types/info-pages'
import { FactSheet } from './fact-sheet'

/** What a good design brief contains, the figures to plan by, and where artwork files go. */
export function DesignBrief({
  include,
  facts,
  files,
  email,
}: {
  include: CustomDesignContent['include']
  facts: CustomDesignContent['facts']
  files: CustomDesignContent['form']
  email: string
}) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="include-heading"
        className="rounded-card border border-line bg-white p-6 shadow-card"
      >
        {include.eyebrow && (
          <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">{include.eyebrow}</p>
        )}
        <h2 id="include-heading" className="mt-2 text-2xl font-extrabold text-navy-900">
          {include.title}
        </h2>
        {include.intro && <p className="mt-2 leading-relaxed text-muted">{include.intro}</p>}
        <ul className="mt-5 space-y-3">
          {include.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-ink">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <FactSheet facts={facts} />
      <section aria-labelledby="files-heading" className="rounded-card bg-navy-900 p-6 text-white">
        <h3 id="files-heading" className="text-lg font-bold">
          {files.title}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-white/80">{files.text}</p>
        <a
          href={`mailto:${email}`}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-gold hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          {email}
        </a>
      </section>
    </div>
  )
}
