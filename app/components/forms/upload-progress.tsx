import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { formatPercent } from '~/lib/format'
import type { Progress } from '~/lib/forms/upload'
import { useLocale } from '~/lib/use-locale'

const id = 'quote-upload-progress'

/**
 * How far the quotation's files have gone, while they go: a native progress bar, described by the
 * words above it (the share sent, then the wait for the collector's answer). Until the browser
 * reports the first bytes it shows as under way, without a share.
 */
export function UploadProgress({ progress }: { progress: Progress | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const share = progress?.total ? Math.min(1, progress.sent / progress.total) : undefined
  const words =
    share === undefined
      ? t('forms.quote.artwork.starting')
      : share < 1
        ? t('forms.quote.artwork.sending', { percent: formatPercent(share, locale) })
        : t('forms.quote.artwork.waiting')
  return (
    <div className="grid gap-2 rounded-lg border border-line bg-navy-50 p-3">
      <p id={id} className="text-sm font-semibold text-navy-900">
        {words}
      </p>
      <progress
        aria-label={t('forms.quote.artwork.progress')}
        aria-describedby={id}
        max={1}
        value={share}
        className={cn(
          'h-2.5 w-full appearance-none overflow-hidden rounded-full bg-navy-100 [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-navy-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent [&::-webkit-progress-value]:transition-[width]',
          // Under way, before the first count: the whole bar pulses gently.
          '[&:indeterminate]:animate-pulse [&:indeterminate]:bg-accent/40 [&:indeterminate::-webkit-progress-bar]:bg-accent/40 motion-reduce:animate-none',
        )}
      />
    </div>
  )
}
