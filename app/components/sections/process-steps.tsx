import { useTranslation } from 'react-i18next'
import type { InfoCard } from '~/content/types/info-pages'
import { cn } from '~/lib/cn'
import { StandardMentions } from '../ui/standard-mentions'
import { infoIcons } from './info-icons'

/** A numbered process, left to right on wide screens; screen readers hear each number as "Step 1". */
export function ProcessSteps({ steps }: { steps: InfoCard[] }) {
  // One row on wide screens, however many steps (three or four).
  const columns = steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  const { t } = useTranslation()
  return (
    <div className="relative mt-12">
      <div
        aria-hidden="true"
        className="absolute top-14 right-[10%] left-[10%] hidden border-t-2 border-dashed border-navy-900/20 lg:block"
      />
      <ol className={cn('relative grid gap-6 sm:grid-cols-2 lg:gap-8', columns)}>
        {steps.map((step, index) => {
          const Icon = infoIcons[step.icon]
          const number = String(index + 1).padStart(2, '0')
          return (
            <li
              key={step.title}
              className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-7"
            >
              <div className="flex items-center justify-between">
                <span className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-navy-900 text-gold shadow-card">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="text-4xl font-extrabold text-navy-300" aria-hidden="true">
                  {number}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-bold text-navy-900">
                <span className="sr-only">{t('sections.stepLabel', { number: index + 1 })} </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">
                <StandardMentions text={step.text} />
              </p>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
