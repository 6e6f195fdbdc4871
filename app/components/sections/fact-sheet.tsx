import type { LabeledFact } from '~/content/types/info-pages'
import { cn } from '~/lib/cn'
import { StandardMentions } from '../ui/standard-mentions'

/** Key figures as a definition list: the value large, its label under it. */
export function FactSheet({ facts, className }: { facts: LabeledFact[]; className?: string }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line',
        className,
      )}
    >
      {facts.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse bg-white px-5 py-5">
          <dt className="mt-1 text-sm leading-snug text-muted">{label}</dt>
          <dd className="text-xl font-extrabold text-navy-900 sm:text-2xl">
            <StandardMentions text={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
