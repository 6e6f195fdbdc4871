import { site } from '~/content/site'
import type { Locale } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

type Office = (typeof site.offices)[keyof typeof site.offices]

function countryName(code: string, locale: Locale) {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code
}

/** An office's postal address line by line, with the country named in the language. */
export function addressLines(office: Office, locale: Locale): string[] {
  return [
    office.street,
    `${office.locality} ${office.postalCode}`,
    'region' in office ? office.region : undefined,
    countryName(office.countryCode, locale),
  ].filter((line): line is string => Boolean(line))
}

/** An office's postal address, with the country named in the page's language. */
export function OfficeAddress({ office, className }: { office: Office; className?: string }) {
  const lines = addressLines(office, useLocale())
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line} className="block not-italic">
          {line}
        </span>
      ))}
    </address>
  )
}
