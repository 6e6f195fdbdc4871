// Files the build writes after pre-rendering: the brand font, the share images, the press kit, the
// line sheets and the headers file for static hosts.
import { copyFileSync, cpSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import { certificates, expiredCertificates, expiryWarning } from '../app/content/certificates'
import { certification, formatFigure, stats } from '../app/content/figures'
import { site } from '../app/content/site'
import { i18nFor } from '../app/i18n/config'
import { brandFont, brandFontCharacters } from '../app/lib/brand-font'
import { brandColours as brand } from '../app/lib/brand-tokens'
import { locales, localizePath, type Locale } from '../app/lib/locale'
import { shareImagePath } from '../app/lib/meta'
import { pressKit } from '../app/lib/press-kit'
import { pressKitFileVariable } from '../app/lib/press-kit.server'
import { lineSheetFolder } from '../app/lib/line-sheets'
import { lineSheetsDirVariable } from '../app/lib/line-sheets.server'
import { notFoundPath, prerenderPaths, sitePaths } from '../app/lib/paths'
import { staticHeaders } from './static-headers'

const clientDir = process.argv[2]
if (!clientDir) throw new Error('usage: build-extras <client dir>')

// A lapsed certificate is left off the pages; whoever builds is told, and the build goes on.
for (const certificate of expiredCertificates(certificates, new Date())) {
  console.warn(`Warning: ${expiryWarning(certificate)}`)
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Breaks a headline into lines of at most `width` characters, on word boundaries. */
function lines(text: string, width: number): string[] {
  return text.split(' ').reduce<string[]>((result, word) => {
    const last = result.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) result[result.length - 1] = `${last} ${word}`
    else result.push(word)
    return result
  }, [])
}

/** The 1200x630 image shown when a page is shared, in the brand's colours, one per language. */
function shareImageSvg(locale: Locale): string {
  const { t } = i18nFor(locale)
  const headline = lines(t('share.headline'), 26)
  const facts = [
    `${formatFigure(stats.yearsExperience, locale, 'tile')} ${t('share.years')}`,
    `${formatFigure(stats.countriesServed, locale, 'tile')} ${t('share.countries')}`,
    certification,
  ].join('   ·   ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.navy900}"/><stop offset="1" stop-color="${brand.navy950}"/></linearGradient>
    <radialGradient id="glow" cx="0.9" cy="0.1" r="0.6"><stop offset="0" stop-color="${brand.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${brand.accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <rect x="28" y="28" width="1144" height="574" rx="28" fill="none" stroke="${brand.gold}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="10 8"/>
  <g transform="translate(88 84) scale(2.2)">
    <path d="M20 1 38 7v15c0 11-7.6 18.6-18 21C9.6 40.6 2 33 2 22V7z" fill="${brand.navy800}" stroke="${brand.gold}" stroke-width="1"/>
    <path d="M13 26.5c1.6 1.5 3.6 2.2 5.6 2.2 2.9 0 4.6-1.4 4.6-3.5 0-4.6-9.8-2.8-9.8-8.3 0-2.4 2-4.2 5.2-4.2 1.9 0 3.5.5 4.9 1.6" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
    <path d="M21.5 20.5h7.5M25.25 20.5v9" stroke="${brand.accent}" stroke-width="2.6" stroke-linecap="round"/>
  </g>
  <text x="200" y="124" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff" letter-spacing="3">${escapeXml(site.brand.toUpperCase())}</text>
  <text x="200" y="162" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="${brand.gold}" letter-spacing="6">${escapeXml(site.brandSuffix.toUpperCase())}</text>
  ${headline
    .map(
      (line, index) =>
        `<text x="88" y="${300 + index * 74}" font-family="DejaVu Sans, Arial, sans-serif" font-size="62" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="88" y="${300 + headline.length * 74 - 20}" width="96" height="8" rx="4" fill="${brand.accent}"/>
  <text x="88" y="550" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#dbe4f2">${escapeXml(facts)}</text>
</svg>`
}

// The brand font: Inter's Latin file cut to the site's characters and weights, kerning kept and its
// other layout features dropped (each one is work for the browser on every line it shapes). The
// licence's name records (13, 14) stay in the file, as the SIL Open Font License asks.
const inter = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
const fontFile = path.join(clientDir, brandFont.path.slice(1))
mkdirSync(path.dirname(fontFile), { recursive: true })
writeFileSync(
  fontFile,
  await subsetFont(readFileSync(inter), brandFontCharacters, {
    targetFormat: 'woff2',
    keepFeatures: ['kern'],
    preserveNameIds: [13, 14],
    variationAxes: { wght: brandFont.weights },
  }),
)

for (const locale of locales) {
  await sharp(Buffer.from(shareImageSvg(locale)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(clientDir, shareImagePath(locale).slice(1)))
}

// The logo search engines show for the organisation (JSON-LD `logo`): the brand mark on white.
const logoSvg = readFileSync(path.join(clientDir, 'favicon.svg'), 'utf8')
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#ffffff' } })
  .composite([
    {
      input: await sharp(Buffer.from(logoSvg), { density: 900 })
        .resize(400, 400, { fit: 'contain', background: '#ffffff00' })
        .png()
        .toBuffer(),
      gravity: 'centre',
    },
  ])
  .png({ compressionLevel: 9 })
  .toFile(path.join(clientDir, 'logo.png'))

// The press kit, made before the pages so the press page could name its size.
copyFileSync(process.env[pressKitFileVariable]!, path.join(clientDir, pressKit.path.slice(1)))
// The line sheets, made before the pages for the same reason.
cpSync(process.env[lineSheetsDirVariable]!, path.join(clientDir, lineSheetFolder.slice(1)), {
  recursive: true,
})

// Static hosts (Netlify, Cloudflare Pages) read `_headers`: the same policy the server sends.
const builtPages = prerenderPaths
  .filter((page) => !page.endsWith('.xml') && !page.endsWith('.txt'))
  .map((page) => ({ path: page, html: readFileSync(path.join(clientDir, page, 'index.html'), 'utf8') }))
writeFileSync(path.join(clientDir, '_headers'), staticHeaders(builtPages))
console.log(
  `build extras: ${brandFont.path} (${(statSync(fontFile).size / 1024).toFixed(1)} KB), share images for ${locales.join(', ')}, _headers for ${builtPages.length} pages (${sitePaths.length} per language, plus ${localizePath(notFoundPath, 'en')})`,
)
