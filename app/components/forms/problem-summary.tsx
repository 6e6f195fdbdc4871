import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import type { Problem } from '~/lib/forms/problems'

/** A problem as the summary lists it: its words, and the control it is about when it has one. */
export interface SummaryItem {
  message: string
  controlId?: string
}

/**
 * The problems of a post the collector refused, at the top of its form when the page is rendered
 * again for it: a browser without JavaScript shows no toast, so the page itself says what to mend,
 * each item leading to its field, whose own problem stands under it.
 */
export function ProblemSummary({
  id,
  problems,
  itemOf,
  tone = 'light',
}: {
  id: string
  problems: Problem[]
  itemOf: (problem: Problem) => SummaryItem
  tone?: 'light' | 'dark'
}) {
  const { t } = useTranslation()
  if (problems.length === 0) return null
  const rateLimited = problems.some((problem) => problem.code === 'RATE_LIMITED')
  return (
    <div
      id={id}
      role="alert"
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid gap-1 rounded-lg border-2 p-4 text-sm',
        tone === 'light' ? 'border-danger text-ink' : 'border-gold text-white',
      )}
    >
      <p id={`${id}-title`} className={cn('font-bold', tone === 'light' ? 'text-danger' : 'text-gold')}>
        {t('forms.fieldErrorsTitle')}
      </p>
      <p>{rateLimited ? t('forms.rateLimitedText') : t('forms.fieldErrorsText')}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem, index) => {
          const { message, controlId } = itemOf(problem)
          return (
            <li key={index}>
              {controlId ? (
                <a href={`#${controlId}`} className="underline underline-offset-2">
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
