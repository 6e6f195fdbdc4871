import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

const tones = {
  white: 'bg-white',
  surface: 'bg-surface',
  dark: 'bg-navy-900 text-white',
} as const

/** A full-width band of a page with the site's container and vertical rhythm. */
export function Section({
  id,
  labelledBy,
  tone = 'white',
  className,
  children,
}: {
  id?: string
  /** The id of the section's heading. */
  labelledBy: string
  tone?: keyof typeof tones
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('relative', tones[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24">{children}</div>
    </section>
  )
}
