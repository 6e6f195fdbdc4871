import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import type { UiStrings } from '~/i18n/en'
import { homeSection, pagePaths, productPath } from '~/lib/paths'
import { LocalizedLink } from '../ui/localized-link'
import { NoticeTimer } from '../ui/notice'
import { PaymentBadges } from '../ui/payment-badges'
import { BrandLogo } from './brand-logo'
import { CompanyRegistration } from './company-registration'
import { SocialLinks } from './social-links'

/** The footer's links, grouped into columns; labels are translation keys under `footer`. */
const footerColumns = [
  {
    heading: 'companyHeading',
    links: [
      { label: 'careers', path: pagePaths.careers },
      { label: 'press', path: pagePaths.press },
      { label: 'quality', path: pagePaths.quality },
      { label: 'contact', path: homeSection('contact') },
    ],
  },
  {
    heading: 'supportHeading',
    links: [
      { label: 'returns', path: pagePaths.faq },
      { label: 'shipping', path: pagePaths.delivery },
      { label: 'customDesign', path: pagePaths.customDesign },
      { label: 'sizeCharts', path: pagePaths.sizeCharts },
    ],
  },
  {
    heading: 'productsHeading',
    links: [
      { label: 'sportswear', path: productPath('soccer') },
      { label: 'gymTraining', path: productPath('gym-training') },
      { label: 'boxing', path: productPath('boxing') },
    ],
  },
] as const

/** The pages that name the company, its privacy promises and its terms, beside the registration line. */
const legalLinks = [
  { label: 'legal', path: pagePaths.legal },
  { label: 'privacy', path: pagePaths.privacy },
  { label: 'terms', path: pagePaths.terms },
] as const

type FooterLabel = keyof UiStrings['footer']

function FooterLinks({
  links,
  className,
}: {
  links: ReadonlyArray<{ label: FooterLabel; path: string }>
  className: string
}) {
  const { t } = useTranslation()
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <LocalizedLink to={link.path} className="hover:text-white hover:underline">
            {t(`footer.${link.label}`)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}

/** `newsletter` is the signup form, which lives with the other forms. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <footer className="render-when-near bg-navy-950 text-white/80">
      {/* The columns render on their own as they near (app.css); `-m-2 p-2` leaves their links'
          focus rings room inside the edge that skipping clips to. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-12">
        <div className="render-part-when-near -m-2 p-2 lg:col-span-4">
          <BrandLogo tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">{t('footer.about')}</p>
          <p className="mt-6 mb-3 text-sm font-semibold text-white">{t('footer.followUs')}</p>
          <SocialLinks />
          {/* The footer is on every page: the one place the notices' timer needs to be. */}
          <NoticeTimer />
        </div>
        <div className="render-part-when-near -m-2 grid grid-cols-2 gap-8 p-2 sm:grid-cols-3 lg:col-span-5">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2 id={`footer-${column.heading}`} className="text-sm font-bold tracking-wide text-white">
                {t(`footer.${column.heading}`)}
              </h2>
              <FooterLinks links={column.links} className="mt-4 grid gap-2.5 text-sm" />
            </nav>
          ))}
        </div>
        <div className="lg:col-span-3">
          <h2 className="text-sm font-bold tracking-wide text-white">{t('footer.newsletterHeading')}</h2>
          <p className="mt-4 text-sm">{t('footer.newsletterText')}</p>
          <div className="mt-4">{newsletter}</div>
        </div>
      </div>
      <div className="render-part-when-near border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="inline-flex items-center gap-2 font-semibold text-white">
            <ShieldCheck aria-hidden="true" className="size-5 text-gold" />
            {t('footer.securePayments')}
          </p>
          <PaymentBadges />
          <p>{t('footer.copyright', { year: new Date().getFullYear(), company: site.legalName })}</p>
        </div>
      </div>
      <div className="render-part-when-near border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs leading-relaxed text-white/70 sm:px-6 md:flex-row md:items-start md:justify-between md:gap-10">
          <CompanyRegistration className="max-w-4xl" />
          <nav aria-label={t('footer.legalLinks')} className="shrink-0">
            <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  )
}
