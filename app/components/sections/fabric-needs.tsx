import type { FabricsContent } from '~/content/types/info-pages'
import { cn } from '~/lib/cn'
import { infoIcons } from './info-icons'

type Choosing = FabricsContent['choosing']

/** The needs a buyer starts from, each with the fabrics we recommend: two wide cards, then three. */
export function FabricNeeds({ needs, picksLabel }: Pick<Choosing, 'needs' | 'picksLabel'>) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {needs.map(({ icon, title, text, picks }, index) => {
        const Icon = infoIcons[icon]
        return (
          <li
            key={title}
            className={cn(
              'flex flex-col rounded-card border border-line bg-white p-6 shadow-card',
              index < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
            )}
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-navy-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
            <div className="mt-auto pt-5">
              <p className="text-xs font-bold tracking-[0.12em] text-navy-700 uppercase">{picksLabel}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {picks.map((pick) => (
                  <li
                    key={pick}
                    className="rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white"
                  >
                    {pick}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
