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

/**
 * The units and counted nouns a figure in copy is followed by. A line may break before a figure
 * or after its unit, never between them: "30-45 días" wrapped as "30-45 / días" reads as two things.
 */
const unitAfterFigure =
  /(\d) (?=(?:%|°C|g\/m²|gsm|mm|cm|kg|oz|inch|pulgadas|h|MB|kB|px|ppp|ppi|dpi|días|days|horas|hours|años|years|semanas|weeks|minutos|minutes|unidades|pieces|jugadores|players|caracteres|characters|archivos|files|millones|million)(?![\p{L}\p{N}]))/gu

/** Copy with a non-breaking space between each figure and the unit after it. */
export const keepFiguresWithUnits = (text: string) => text.replace(unitAfterFigure, '$1\u00a0')
