import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import { brandColours as brand } from '~/lib/brand-tokens'
import { LocalizedLink } from '../ui/localized-link'

/** The brand mark: a stitched shield with the initials, drawn in SVG so it stays sharp and tiny. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 44" className={className} aria-hidden="true" focusable="false">
      <path d="M20 1 38 7v15c0 11-7.6 18.6-18 21C9.6 40.6 2 33 2 22V7z" fill={brand.navy900} />
      <path
        d="M20 5.2 34.5 10v12c0 8.8-6 15-14.5 17.2C11.5 37 5.5 30.8 5.5 22V10z"
        fill="none"
        stroke={brand.gold}
        strokeWidth="1.2"
        strokeDasharray="2.4 1.8"
      />
      <path
        d="M13 26.5c1.6 1.5 3.6 2.2 5.6 2.2 2.9 0 4.6-1.4 4.6-3.5 0-4.6-9.8-2.8-9.8-8.3 0-2.4 2-4.2 5.2-4.2 1.9 0 3.5.5 4.9 1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M21.5 20.5h7.5M25.25 20.5v9" stroke={brand.accent} strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  )
}

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation()
  return (
    <LocalizedLink
      to="/"
      aria-label={t('nav.homeLink', { brand: `${site.brand} ${site.brandSuffix}` })}
      className="flex items-center gap-2.5"
    >
      <BrandMark className="h-10 w-9 shrink-0" />
      <span className={tone === 'dark' ? 'text-navy-900' : 'text-white'}>
        <span className="block text-lg leading-none font-extrabold tracking-tight uppercase">
          {site.brand}
        </span>{' '}
        {/* The space keeps the two words apart in the link's text, which its name must contain. */}
        <span className="mt-1 block text-[0.6875rem] font-semibold tracking-[0.18em] uppercase opacity-75">
          {site.brandSuffix}
        </span>
      </span>
    </LocalizedLink>
  )
}
