import { ChevronDown, X } from 'lucide-react'
import { Accordion, Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { catalogContent } from '~/content/catalog-content'
import { useContent } from '~/content/use-content'
import { Button } from '../ui/button'
import { LanguageSwitch } from './language-switch'
import { LocalizedLink } from '../ui/localized-link'
import { headerNav, informationMenu, productMenu } from './nav-items'
import { useGetQuote } from './use-get-quote'

const rowClass = 'flex w-full items-center justify-between py-3.5 text-base font-semibold text-navy-900'

/**
 * The menu's panel: a modal dialog (focus kept inside, Escape closes) whose Products and
 * Information sections open one at a time. Loaded on first use, so wide screens never fetch it.
 */
export default function MobileMenuPanel({
  open,
  setOpen,
  opener,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  /** The button that opened the menu, which gets focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  const getQuote = useGetQuote()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50 lg:hidden" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-lift data-[state=open]:animate-menu-in lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-lg font-bold text-navy-900">{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-navy-50"
              aria-label={t('nav.closeMenu')}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="px-5">
            <MobileNavList onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto grid gap-4 border-t border-line p-5">
            <LanguageSwitch className="self-start" />
            <Button
              size="lg"
              onClick={() => {
                setOpen(false)
                getQuote()
              }}
            >
              {t('nav.getQuote')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The menu's entries; Products and Information are a single-open, collapsible accordion. */
function MobileNavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const catalog = useContent(catalogContent)
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-line">
      {headerNav.map((item) =>
        'menu' in item ? (
          <Accordion.Item key={item.key} value={item.key}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className={`${rowClass} group`}>
                  {t(`nav.${item.key}`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="pb-3">
              {item.menu === 'products' ? (
                productMenu.map(({ group, entries }) => (
                  <div key={group} className="mb-3">
                    <h3 className="mb-1 text-xs font-bold tracking-[0.14em] text-accent uppercase">
                      {t(`productGroups.${group}`)}
                    </h3>
                    <ul>
                      {entries.map(({ slug, path }) => (
                        <li key={slug}>
                          <LocalizedLink
                            to={path}
                            onClick={onNavigate}
                            className="block py-1.5 text-[0.9375rem] text-navy-900"
                          >
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
                      <LocalizedLink
                        to={path}
                        onClick={onNavigate}
                        className="block py-1.5 text-[0.9375rem] text-navy-900"
                      >
                        {t(`pages.${id}.nav`)}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ) : (
          <div key={item.key}>
            <LocalizedLink to={item.path} onClick={onNavigate} className={rowClass}>
              {t(`nav.${item.key}`)}
            </LocalizedLink>
          </div>
        ),
      )}
    </Accordion.Root>
  )
}
