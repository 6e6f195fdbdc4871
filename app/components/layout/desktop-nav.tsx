import { ChevronDown } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { catalogContent } from '~/content/catalog-content'
import { useContent } from '~/content/use-content'
import { facts, formatNumber } from '~/content/figures'
import { cn } from '~/lib/cn'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { headerNav, informationMenu, productMenu } from './nav-items'

const topLink =
  'inline-flex h-10 items-center gap-1 rounded-full px-3 text-[0.9375rem] font-medium text-navy-900 transition-colors hover:bg-navy-50 data-[state=open]:bg-navy-50'

/** The header menu on wide screens. Radix gives the spec's 200 ms open, 300 ms skip and 150 ms close. */
export function DesktopNav() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={t('nav.label')}
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {headerNav.map((item) =>
          'menu' in item ? (
            <NavigationMenu.Item key={item.key} value={item.key}>
              <NavigationMenu.Trigger className={cn(topLink, 'group')}>
                {t(`nav.${item.key}`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="animate-menu-in">
                {item.menu === 'products' ? <ProductMegaMenu /> : <InformationMenu />}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.key}>
              <NavigationMenu.Link href={localizePath(item.path, locale)} className={topLink}>
                {t(`nav.${item.key}`)}
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
      <div className="absolute top-full left-1/2 -translate-x-1/2 pt-3">
        <NavigationMenu.Viewport className="origin-top overflow-hidden rounded-card border border-line bg-white shadow-lift" />
      </div>
    </NavigationMenu.Root>
  )
}

function ProductMegaMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const catalog = useContent(catalogContent)
  return (
    <div className="w-[min(68rem,calc(100vw-3rem))] p-6">
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
                  <NavigationMenu.Link
                    href={localizePath(path, locale)}
                    className="block rounded-lg px-2.5 py-2 hover:bg-navy-50"
                  >
                    <span className="block text-sm font-semibold text-navy-900">{catalog[slug].title}</span>
                    <span className="block text-[0.8125rem] leading-snug text-muted">
                      {catalog[slug].description}
                    </span>
                  </NavigationMenu.Link>
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
  const locale = useLocale()
  return (
    <ul className="grid w-[34rem] grid-cols-2 gap-1 p-3">
      {informationMenu.map(({ id, path }) => (
        <li key={id}>
          <NavigationMenu.Link
            href={localizePath(path, locale)}
            className="block rounded-lg px-3 py-2.5 hover:bg-navy-50"
          >
            <span className="block text-sm font-semibold text-navy-900">{t(`pages.${id}.nav`)}</span>
            <span className="block text-[0.8125rem] text-muted">{t(`pages.${id}.summary`)}</span>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  )
}
