import { describe, expect, it } from 'vitest'
import { brandFontCharacters } from './brand-font'

// Everything a visitor reads comes from these modules, in both languages.
const modules = import.meta.glob(['../content/**/*.ts', '../i18n/*.ts', '!**/*.test.ts'], { eager: true })

/** Every string inside a module's exports, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('the brand font', () => {
  it('carries every character of the site copy, so no line falls back to a system font', () => {
    const carried = new Set(brandFontCharacters)
    const missing = Object.entries(modules).flatMap(([file, exports]) =>
      strings(exports)
        .filter((text) => [...text].some((character) => !carried.has(character)))
        .map((text) => `${file}: ${JSON.stringify(text)}`),
    )
    expect(Object.keys(modules).length).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })
})
