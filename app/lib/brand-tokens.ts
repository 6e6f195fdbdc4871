import { brandFont } from './brand-font'

/**
 * The brand's colours, the one place each is written. The site's stylesheet reads them as
 * Tailwind theme colours (`bg-navy-900` is `navy900`), and the sales inbox's stylesheet, the
 * e-mails, the drawings, the browser's theme colour and the share image read them from here.
 */
export const brandColours = {
  ink: '#0b1b33',
  navy950: '#081427',
  navy900: '#0e2140',
  navy800: '#15305a',
  navy700: '#1d3f73',
  navy300: '#7d8eab',
  navy100: '#e3eaf5',
  navy50: '#f1f5fb',
  accent: '#c2410c',
  accentStrong: '#9a3412',
  accentSoft: '#fff1e8',
  gold: '#f5b83d',
  surface: '#f6f7f9',
  line: '#dde3ec',
  muted: '#4a5568',
  success: '#166534',
  danger: '#b42318',
} as const

export type BrandColour = keyof typeof brandColours

/**
 * The brand's typeface first, then the system's interface font (Segoe UI, San Francisco, Roboto)
 * until it is ready. One generic name: each name Chrome looks up and misses costs it a round trip
 * (decision 009).
 */
export const brandFontStack = `'${brandFont.family}', system-ui, sans-serif`

/** A colour's name as a CSS custom property spells it: `navy900` is `navy-900`. */
const kebab = (name: string) =>
  name.replace(/(\d+)/, '-$1').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Each brand colour as a CSS custom property named `--{prefix}{name}`, one declaration a line. */
export function colourProperties(prefix: string, indent = '  '): string {
  return Object.entries(brandColours)
    .map(([name, value]) => `${indent}--${prefix}${kebab(name)}: ${value};`)
    .join('\n')
}

/**
 * app/brand-tokens.css, which app/app.css imports: the typeface's file, and the fonts and colours
 * as Tailwind theme values. Written by `npm run brand:css` (scripts/brand-css.ts), whose test fails while the two differ.
 */
export function brandStylesheet(): string {
  return `/* Written by npm run brand:css from app/lib/brand-tokens.ts: change the tokens there. */

/*
 * The brand's typeface, from our own origin (app/lib/brand-font.ts, decision 009). Each page
 * preloads it; \`optional\` lets the first paint wait briefly for it and never swaps fonts after
 * that, so text cannot shift. A visit that misses it reads the system font and gets Inter next time.
 */
@font-face {
  font-family: '${brandFont.family}';
  font-style: normal;
  font-weight: ${brandFont.weights.min} ${brandFont.weights.max};
  font-display: optional;
  src: url('${brandFont.path}') format('woff2');
}

@theme {
  --font-sans: ${brandFontStack};
  --font-display: ${brandFontStack};

${colourProperties('color-')}
}
`
}
