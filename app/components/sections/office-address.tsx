import type { PostalAddress } from '~/content/site'
import { addressLines } from '~/lib/postal-address'
import { useLocale } from '~/lib/use-locale'

/** A postal address, with the country named in the page's language. */
export function OfficeAddress({ office, className }: { office: PostalAddress; className?: string }) {
  const locale = useLocale()
  return (
    <address className={className}>
      {addressLines(office, locale).map((line) => (
        <span key={line} className="block not-italic">
          {line}
        </span>
      ))}
    </address>
  )
}
