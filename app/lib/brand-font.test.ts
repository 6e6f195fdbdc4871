import { describe, expect, it } from 'vitest'
import { figureText } from '~/content/figure-text'
import { brandFontCharacters } from './brand-font'

// Everything a visitor reads comes from these modules, in both languages.
const modules = import.meta.glob(['../content/**/*.ts', '../i18n/*.ts', '!**/*.test.ts'], { eager: true })

/**
 * Every string inside a module's exports, however deeply nested. Page copy written as a builder of
 * its figures is built in its folder's language, so the figures as they print are checked too.
 */
function strings(value: unknown, file: string): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    const language = /\/content\/(en|es)\//.exec(file)?.[1] as 'en' | 'es' | undefined
    return language ? strings(value(figureText(language)), file) : []
  }
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, file))
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => strings(item, file))
  return []
}

describe('the brand font', () => {
  it('carries every character of the site copy, so no line falls back to a system font', () => {
    const carried = new Set(brandFontCharacters)
    const missing = Object.entries(modules).flatMap(([file, exports]) =>
      strings(exports, file)
        .filter((text) => [...text].some((character) => !carried.has(character)))
        .map((text) => `${file}: ${JSON.stringify(text)}`),
    )
    expect(Object.keys(modules).length).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })
})
