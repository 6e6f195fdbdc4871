import { describe, expect, it } from 'vitest'
import { en } from './en'
import { es } from './es'

/** Every leaf of a nested strings object, as `path -> value`. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
  }
  return [[path, value]]
}

describe('interface strings', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('are none of them empty in %s', (_locale, strings) => {
    for (const [key, value] of leaves(strings)) expect(String(value).trim(), key).not.toBe('')
  })

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? []
    const spanish = new Map(leaves(es))
    for (const [key, value] of leaves(en)) {
      expect(placeholders(spanish.get(key)), key).toEqual(placeholders(value))
    }
  })

  it('are translated, not copied: a phrase identical in both languages is an English leftover', () => {
    const spanish = new Map(leaves(es))
    // Single words may be the same (Fitness, LinkedIn, English, a figure and its unit: "{{value}} cm");
    // whole phrases may not.
    const words = (value: unknown) =>
      String(value)
        .replaceAll(/\{\{\w+\}\}/g, '')
        .trim()
    const copied = leaves(en).filter(([key, value]) => spanish.get(key) === value && /\s/.test(words(value)))
    expect(copied.map(([key]) => key).filter((key) => key !== 'notFound.eyebrow')).toEqual([])
  })
})

describe('figures in interface strings', () => {
  it('are filled in from the business figures, in both languages', async () => {
    const { i18nFor } = await import('./config')
    const { certification } = await import('~/content/figures')
    for (const locale of ['en', 'es'] as const) {
      const text = i18nFor(locale).t('topBar.tagline')
      expect(text).toContain(certification)
      expect(text).not.toContain('{{')
    }
  })
})
