import { formatFigure, stats, type StatId } from '~/content/figures'
import { useLocale } from '~/lib/use-locale'

const statOrder = Object.keys(stats) as StatId[]

/** Every business figure of the site, each with its label, on a dark band. */
export function StatGrid({ labels }: { labels: Record<StatId, string> }) {
  const locale = useLocale()
  const figures = statOrder.map((id) => ({ id, figure: formatFigure(stats[id], locale, 'tile') }))
  return (
    <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 sm:grid-cols-3">
      {figures.map(({ id, figure }) => (
        <div
          key={id}
          className="flex flex-col-reverse justify-end gap-2 bg-navy-900 p-5 last:col-span-2 sm:p-8 sm:last:col-span-1"
        >
          <dt className="text-sm leading-snug font-medium text-white/75 sm:text-base">{labels[id]}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-gold sm:text-4xl lg:text-5xl">
            {figure}
          </dd>
        </div>
      ))}
    </dl>
  )
}
