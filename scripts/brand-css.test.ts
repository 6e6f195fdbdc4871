import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandColours, brandStylesheet } from '../app/lib/brand-tokens'
import { brandStylesheetPath } from './brand-css'

describe('app/brand-tokens.css', () => {
  it('holds the brand tokens as app/lib/brand-tokens.ts has them (npm run brand:css)', () => {
    expect(readFileSync(brandStylesheetPath, 'utf8')).toBe(brandStylesheet())
  })

  it('names each colour as the site’s classes do', () => {
    const css = brandStylesheet()
    expect(css).toContain(`  --color-navy-900: ${brandColours.navy900};`)
    expect(css).toContain(`  --color-accent-strong: ${brandColours.accentStrong};`)
    expect(css).toContain(`  --font-sans: 'Inter', system-ui, sans-serif;`)
  })
})
