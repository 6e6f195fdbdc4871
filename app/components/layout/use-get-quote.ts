import { useTranslation } from 'react-i18next'
import { localizePath, stripLocale } from '~/lib/locale'
import { usePagePath } from '~/lib/page-path'
import { homeSection } from '~/lib/paths'
import { scrollToSection } from '~/lib/scroll'
import { toast } from '~/lib/toast'
import { useLocale } from '~/lib/use-locale'

/**
 * "Get quote": on the home page it scrolls to the enquiry form, elsewhere it opens the home page at
 * the form. If the home page has no form, the visitor is told so.
 */
export function useGetQuote() {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathname = usePagePath()
  return () => {
    if (stripLocale(pathname) !== '/') {
      window.location.assign(localizePath(homeSection('contact'), locale))
      return
    }
    if (!scrollToSection('contact')) {
      toast({ title: t('toast.contactMissingTitle'), description: t('toast.contactMissingDescription') })
    }
  }
}
