import type { ReactNode } from 'react'
import type { SectionIntro } from '~/content/types/info-pages'
import { cn } from '~/lib/cn'
import { SectionHeading } from './section-heading'

/** A section of an information page: the shared heading block, then its body, in the site's rhythm. */
export function InfoSection({
  id,
  intro,
  tone = 'white',
  align,
  children,
}: {
  /** The section's id; its heading gets `${id}-heading`. */
  id: string
  intro: SectionIntro
  tone?: 'white' | 'surface'
  align?: 'left' | 'center'
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(tone === 'surface' ? 'bg-surface' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id={`${id}-heading`} align={align} {...intro} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
