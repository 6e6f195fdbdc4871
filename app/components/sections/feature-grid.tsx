import type { LucideIcon } from 'lucide-react'
import { cn } from '~/lib/cn'
import { StandardMentions } from '../ui/standard-mentions'

export interface FeatureItem {
  icon: LucideIcon
  title: string
  text: string
}

/** A row of feature cards: icon, title, text. Three per row on wide screens unless told otherwise. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 3,
}: {
  items: FeatureItem[]
  columns?: 2 | 3 | 4
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <Heading className="mt-5 text-lg font-bold text-navy-900">{title}</Heading>
          <p className="mt-2 leading-relaxed text-muted">
            <StandardMentions text={text} />
          </p>
        </li>
      ))}
    </ul>
  )
}
