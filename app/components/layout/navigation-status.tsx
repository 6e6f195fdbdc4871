import { useTranslation } from 'react-i18next'
import { navigationStatusId } from '~/lib/navigation-status'

/**
 * "loading..." while the next page loads, so a slow page shows it heard the click. The pre-render
 * writes it hidden; the island runtime shows it when the visitor follows a link to another page (app/lib/navigation-status.ts).
 */
export function NavigationStatus() {
  const { t } = useTranslation()
  return (
    <div role="status" className="pointer-events-none fixed top-3 left-1/2 z-50 -translate-x-1/2">
      <span
        id={navigationStatusId}
        hidden
        className="rounded-full bg-navy-900 px-4 py-1.5 text-sm font-medium text-white shadow-lift"
      >
        {t('common.loading')}
      </span>
    </div>
  )
}
