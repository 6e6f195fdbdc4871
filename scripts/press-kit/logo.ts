import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { BrandMark } from '../../app/components/layout/brand-logo'
import { site } from '../../app/content/site'
import { brandColours as brand } from '../../app/lib/brand-tokens'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The logo as a standalone SVG file: the site's brand mark, drawn by the same component the
 * header uses, beside the brand name and its suffix, on a transparent ground.
 */
export function logoSvg(): string {
  const mark = renderToStaticMarkup(createElement(BrandMark))
  // The component's own drawing, without its outer element (sized and hidden for a page).
  const drawing = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="120" viewBox="0 0 520 120">
  <title>${escapeXml(`${site.brand} ${site.brandSuffix}`)}</title>
  <g transform="translate(10 10) scale(2.27)">${drawing}</g>
  <text x="124" y="64" font-family="Inter, Arial, Helvetica, sans-serif" font-size="40" font-weight="800" fill="${brand.navy900}">${escapeXml(site.brand.toUpperCase())}</text>
  <text x="126" y="96" font-family="Inter, Arial, Helvetica, sans-serif" font-size="16" font-weight="600" letter-spacing="6" fill="${brand.muted}">${escapeXml(site.brandSuffix.toUpperCase())}</text>
</svg>
`
}

/** The same logo as a PNG three times its drawn size, for documents and slides. */
export function logoPng(): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg()), { density: 216 }).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * The brand mark alone as a PNG `width` pixels wide, for a document that sets the brand's name
 * beside it in its own type (the line sheets).
 */
export function markPng(width: number): Promise<Buffer> {
  const mark = renderToStaticMarkup(createElement(BrandMark)).replace(
    /^<svg /,
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="44" ',
  )
  return sharp(Buffer.from(mark), { density: (72 * width) / 40 })
    .png({ compressionLevel: 9 })
    .toBuffer()
}
