import type { ReactNode } from 'react'
import { StandardMentions } from '../ui/standard-mentions'

/** The top of an inner page: a small label, the page's one `h1`, and its lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  note,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  /** A line under the lead, such as a buyer's reference. */
  note?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(194_65_12/0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-bold tracking-[0.16em] text-gold uppercase">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">{title}</h1>
        {lead && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/85">
            <StandardMentions text={lead} tone="light" />
          </p>
        )}
        {note && <div className="mt-4 max-w-2xl">{note}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  )
}
