import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { catalogContent } from '~/content/catalog-content'
import { useContent } from '~/lib/use-content'
import { facts, formatNumber } from '~/content/figures'
import { useLocale } from '~/lib/use-locale'
import { LocalizedLink } from '../ui/localized-link'
import { headerNav, informationMenu, productMenu } from './nav-items'

const topLink =
  'inline-flex h-10 items-center gap-1 rounded-full px-2.5 text-[0.9375rem] font-medium text-navy-900 transition-colors hover:bg-navy-50 xl:px-3'

/** How wide each menu's panel is; app.css also reads it to keep the panel on the page. */
const panelWidth = {
  products: '[--panel-width:min(68rem,calc(100vw-3rem))]',
  information: '[--panel-width:34rem]',
}

/**
 * The header menu on wide screens, in HTML alone. Each menu is a popover its button opens at once
 * (Escape and a click elsewhere close it, one is open at a time); a resting mouse opens it too,
 * after a delay that lets a passing mouse by, written as CSS transitions (`.nav-menu` in app.css).
 */
export function DesktopNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('nav.label')} className="hidden lg:block">
      <ul className="site-nav flex items-center gap-0.5">
        {headerNav.map((item) =>
          'menu' in item ? (
            <li key={item.key} className="nav-menu">
              <button type="button" popoverTarget={`nav-menu-${item.key}`} className={topLink}>
                {t(`nav.${item.key}`)}
                <ChevronDown aria-hidden="true" className="nav-chevron size-4" />
              </button>
              <div
                id={`nav-menu-${item.key}`}
                popover="auto"
                className={`nav-panel ${panelWidth[item.menu]}`}
              >
                <div className="w-(--panel-width) overflow-hidden rounded-card border border-line bg-white shadow-lift">
                  {item.menu === 'products' ? <ProductMegaMenu /> : <InformationMenu />}
                </div>
              </div>
            </li>
          ) : (
            <li key={item.key}>
              <LocalizedLink to={item.path} className={topLink}>
                {t(`nav.${item.key}`)}
              </LocalizedLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function ProductMegaMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const catalog = useContent(catalogContent)
  return (
    <div className="p-6">
      <div className="grid grid-cols-4 gap-6">
        {productMenu.map(({ group, entries }) => (
          <section key={group} aria-labelledby={`menu-${group}`}>
            <h2
              id={`menu-${group}`}
              className="mb-3 text-xs font-bold tracking-[0.14em] text-accent uppercase"
            >
              {t(`productGroups.${group}`)}
            </h2>
            <ul className="grid gap-1">
              {entries.map(({ slug, path }) => (
                <li key={slug}>
                  <LocalizedLink to={path} className="block rounded-lg px-2.5 py-2 hover:bg-navy-50">
                    <span className="block text-sm font-semibold text-navy-900">{catalog[slug].title}</span>
                    <span className="block text-[0.8125rem] leading-snug text-muted">
                      {catalog[slug].description}
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
        {t('nav.allProductsNote', { moq: formatNumber(facts.moqCasualWear.from, locale) })}
      </p>
    </div>
  )
}

function InformationMenu() {
  const { t } = useTranslation()
  return (
    <ul className="grid grid-cols-2 gap-1 p-3">
      {informationMenu.map(({ id, path }) => (
        <li key={id}>
          <LocalizedLink to={path} className="block rounded-lg px-3 py-2.5 hover:bg-navy-50">
            <span className="block text-sm font-semibold text-navy-900">{t(`pages.${id}.nav`)}</span>
            <span className="block text-[0.8125rem] text-muted">{t(`pages.${id}.summary`)}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}
