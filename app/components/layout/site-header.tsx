import { Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { certification } from '~/content/figures'
import { site } from '~/content/site'
import { BrandLogo } from './brand-logo'
import { DesktopNav } from './desktop-nav'
import { GetQuoteButton } from './get-quote-button'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'
import { StandardMentions } from '../ui/standard-mentions'

export function TopBar() {
  const { t } = useTranslation()
  return (
    <section aria-label={t('topBar.label')} className="bg-navy-950 text-[0.8125rem] text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a href={`tel:${site.phone.dial}`} className="inline-flex items-center gap-1.5 hover:underline">
            <Phone aria-hidden="true" className="size-3.5 text-gold" />
            <span className="sr-only">{t('topBar.phoneLabel')}: </span>
            {site.phone.display}
          </a>
          <a href={`mailto:${site.email.info}`} className="inline-flex items-center gap-1.5 hover:underline">
            <Mail aria-hidden="true" className="size-3.5 text-gold" />
            <span className="sr-only">{t('topBar.emailLabel')}: </span>
            {site.email.info}
          </a>
        </div>
        <p className="hidden text-white/85 md:block">
          <StandardMentions text={t('topBar.tagline', { certification })} tone="light" />
        </p>
      </div>
    </section>
  )
}

export function SiteHeader() {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          {/* Wrappers hide these on small screens: their own display class would win over `hidden`. */}
          <div className="hidden lg:block">
            <LanguageSwitch />
          </div>
          <div className="hidden sm:block">
            <GetQuoteButton size="sm" label={t('nav.getQuote')} />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
