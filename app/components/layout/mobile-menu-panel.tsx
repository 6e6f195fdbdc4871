import { ChevronDown, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { catalogContent } from '~/content/catalog-content'
import { useContent } from '~/lib/use-content'
import { GetQuoteButton } from './get-quote-button'
import { LanguageSwitch } from './language-switch'
import { LocalizedLink } from '../ui/localized-link'
import { headerNav, informationMenu, productMenu } from './nav-items'

export const mobileMenuId = 'mobile-menu'

const rowClass = 'flex w-full items-center justify-between py-3.5 text-base font-semibold text-navy-900'
const entryClass = 'block py-1.5 text-[0.9375rem] text-navy-900'

/**
 * The menu's panel: a popover sliding in from the side (Escape, the close button or a tap beside
 * it closes it), focus on its close button as it opens and back on the menu button as it closes.
 */
export function MobileMenuPanel() {
  const { t } = useTranslation()
  return (
    <div
      id={mobileMenuId}
      popover="auto"
      role="dialog"
      aria-labelledby={`${mobileMenuId}-title`}
      // Not the popover's own box, centred on the screen: a full-height panel at the right edge.
      className="inset-y-0 right-0 left-auto m-0 h-auto w-full max-w-sm overflow-y-auto border-0 bg-white p-0 text-ink shadow-lift open:animate-drawer-in backdrop:bg-navy-950/50 backdrop:animate-fade-in lg:hidden"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id={`${mobileMenuId}-title`} className="text-lg font-bold text-navy-900">
            {t('nav.menuTitle')}
          </h2>
          <button
            type="button"
            popoverTarget={mobileMenuId}
            popoverTargetAction="hide"
            // Focus moves here as the popover opens (never on page load), as it would into a
            // dialog, so keyboard and screen-reader users start inside the menu.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('nav.label')} className="px-5">
          <MobileNavList />
        </nav>
        <div className="mt-auto grid gap-4 border-t border-line p-5">
          <LanguageSwitch className="justify-self-start" />
          <GetQuoteButton size="lg" label={t('nav.getQuote')} />
        </div>
      </div>
    </div>
  )
}

/** The menu's entries; Products and Information are sections that open one at a time. */
function MobileNavList() {
  const { t } = useTranslation()
  const catalog = useContent(catalogContent)
  return (
    <ul className="divide-y divide-line">
      {headerNav.map((item) => (
        <li key={item.key}>
          {'menu' in item ? (
            // Details sharing a name close one another: one section open at a time, so the
            // menu stays short on a phone.
            <details name="mobile-menu-section" className="group">
              <summary className={`${rowClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                {t(`nav.${item.key}`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="pb-3">
                {item.menu === 'products' ? (
                  productMenu.map(({ group, entries }) => (
                    <div key={group} className="mb-3">
                      <h3 className="mb-1 text-xs font-bold tracking-[0.14em] text-accent uppercase">
                        {t(`productGroups.${group}`)}
                      </h3>
                      <ul>
                        {entries.map(({ slug, path }) => (
                          <li key={slug}>
                            <LocalizedLink to={path} className={entryClass}>
                              {catalog[slug].title}
                            </LocalizedLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                ) : (
                  <ul>
                    {informationMenu.map(({ id, path }) => (
                      <li key={id}>
                        <LocalizedLink to={path} className={entryClass}>
                          {t(`pages.${id}.nav`)}
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </details>
          ) : (
            <LocalizedLink to={item.path} className={rowClass}>
              {t(`nav.${item.key}`)}
            </LocalizedLink>
          )}
        </li>
      ))}
    </ul>
  )
}
