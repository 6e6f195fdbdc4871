import type { PostalAddress } from '~/content/site'
import type { Locale } from './locale'

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code
}

/** An address as it is written on an envelope, one line each, the country named in the language. */
export function addressLines(address: PostalAddress, locale: Locale): string[] {
  return [
    address.street,
    `${address.locality} ${address.postalCode}`,
    address.region,
    countryName(address.countryCode, locale),
  ].filter((line): line is string => Boolean(line))
}

/** The same address on one line, as a sentence quotes it: "14 Tanner Street, London SE1 3LE, United Kingdom". */
export function addressLine(address: PostalAddress, locale: Locale): string {
  return addressLines(address, locale).join(', ')
}
