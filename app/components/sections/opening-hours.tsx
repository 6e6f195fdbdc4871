import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import type { ContactContent } from '~/content/types'
import type { Locale } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

/** "08:00" as the language writes a time of day: "8:00 AM" in English, "8:00" in Spanish. */
export function formatTime(time: string, locale: Locale) {
  const [hours, minutes] = time.split(':').map(Number)
  const text = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes))
  // ICU puts a narrow no-break space before AM/PM; plain spaces keep server and browser text identical.
  return text.replace(/\s/g, ' ')
}

export function OpeningHours({ content, className }: { content: ContactContent; className?: string }) {
  const locale = useLocale()
  const { t } = useTranslation()
  return (
    <dl className={className}>
      {site.openingHours.map((entry) => (
        <div key={entry.days} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-1">
          <dt>{content.days[entry.days]}</dt>
          <dd className="text-right font-semibold whitespace-nowrap">
            {t('sections.hoursRange', {
              opens: formatTime(entry.opens, locale),
              closes: formatTime(entry.closes, locale),
            })}
          </dd>
        </div>
      ))}
      <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-1">
        <dt>{content.days.sunday}</dt>
        <dd className="text-right font-semibold whitespace-nowrap">{content.closed}</dd>
      </div>
    </dl>
  )
}
