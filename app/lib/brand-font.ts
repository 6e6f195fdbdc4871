/**
 * The brand's typeface: Inter (SIL Open Font License), served from our own origin as one
 * variable-weight file that the build cuts down to the characters below (decision 009).
 *
 * A font of our own looks the same on every device, and it is cheaper for the browser than a
 * system font: Chrome on Linux asks the browser process, one blocking round trip each, for every
 * system family it looks up and every size and weight it draws, but never for a web font.
 */
export const brandFont = {
  family: 'Inter',
  path: '/fonts/inter-latin.woff2',
  /** The weights the design uses, from `font-normal` to `font-black`; the file keeps only these. */
  weights: { min: 400, max: 900 },
} as const

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join('')

/**
 * Every character the font file carries: printable ASCII, Latin-1 (all of Spanish, ¿ ¡ ñ and
 * accents included) and the typographic punctuation copy uses. Text outside it still shows, in a
 * system font; a unit test keeps the site's own copy inside it.
 */
export const brandFontCharacters = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’“”–—…•€™`
