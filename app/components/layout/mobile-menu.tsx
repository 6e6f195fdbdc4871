import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The header menu on small screens. The button is part of every page; the panel's code (a dialog
 * and an accordion) is fetched when a visitor reaches for the button, so first loads stay light.
 */
export function MobileMenu() {
  const { t } = useTranslation()
  const opener = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        // Fetching starts as soon as a finger or pointer is on the button, ahead of the click.
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} setOpen={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  )
}
