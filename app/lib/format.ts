import type { Locale } from './locale'

const kilobyte = 1024
const megabyte = 1024 * kilobyte

/**
 * A file's size as each language writes it: "340 kB", "2.5 MB" / "2,5 MB". Counted in 1,024s, as
 * the upload limits are (lib/order/artwork.ts), and rounded up, so a file the limit refuses
 * never reads as within it.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  const [amount, unit]: [number, string] =
    bytes < megabyte
      ? [Math.max(1, Math.ceil(bytes / kilobyte)), 'kilobyte']
      : [Math.ceil((bytes / megabyte) * 10) / 10, 'megabyte']
  // A figure and its unit stay on one line.
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 })
    .format(amount)
    .replace(' ', '\u00a0')
}

/** A share of a whole, "45%" / "45 %". */
export const formatPercent = (share: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)
