import { ExternalLink, Ruler } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { pagePaths } from '~/lib/paths'
import { LocalizedLink } from '../ui/localized-link'

/**
 * The link from the order builder's sizes and its roster to the size charts. It opens in a new tab:
 * the quotation stays as typed, with its artwork files chosen, which a page left behind would lose
 * without a script to keep a draft.
 */
export function SizeChartsLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <LocalizedLink
      to={pagePaths.sizeCharts}
      target="_blank"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-navy-900 underline underline-offset-2 hover:text-accent-strong',
        className,
      )}
    >
      <Ruler aria-hidden="true" className="size-4 shrink-0 text-accent" />
      {t('forms.quote.builder.sizeCharts')}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('common.newTab')}</span>
    </LocalizedLink>
  )
}
