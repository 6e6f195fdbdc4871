import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MobileMenuPanel, mobileMenuId } from './mobile-menu-panel'

/**
 * The header menu on small screens: a button that opens the menu's panel, a popover, at the first
 * tap and with no script.
 */
export function MobileMenu() {
  const { t } = useTranslation()
  return (
    <>
      <button
        type="button"
        popoverTarget={mobileMenuId}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <MobileMenuPanel />
    </>
  )
}
