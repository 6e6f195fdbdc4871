import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

/** While the next page's code loads, say so: the spec's "loading..." text. */
export function NavigationStatus() {
  const { t } = useTranslation()
  const loading = useNavigation().state === 'loading'
  return (
    <div role="status" className="pointer-events-none fixed top-3 left-1/2 z-50 -translate-x-1/2">
      {loading && (
        <span className="rounded-full bg-navy-900 px-4 py-1.5 text-sm font-medium text-white shadow-lift">
          {t('common.loading')}
        </span>
      )}
    </div>
  )
}
