import { describe, expect, it } from 'vitest'
import { pageTitle } from '~/lib/meta'
import { productSlugs } from './product-menu'
import { catalogContent } from './catalog-content'
import { contentFor } from './page-content'
import { productsContent } from './products'
import type { CatalogContent, ProductsContent } from './types'

const enProducts = contentFor(productsContent, 'en')
const esProducts = contentFor(productsContent, 'es')
const locales: [string, ProductsContent, CatalogContent][] = [
  ['en', enProducts, contentFor(catalogContent, 'en')],
  ['es', esProducts, contentFor(catalogContent, 'es')],
]

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  }
  return []
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

describe.each(locales)('%s product content', (_locale, products, catalog) => {
  const entries = productSlugs.map((slug) => [slug, products[slug]] as const)

  it('has no empty string anywhere', () => {
    const empty = strings(products, 'products').filter(([, text]) => text.trim() === '')
    expect(empty.map(([path]) => path)).toEqual([])
  })

  it.each(productSlugs)('%s has 4-6 items and 2-4 buyers', (slug) => {
    const { items, buyers } = products[slug]
    expect(items.length).toBeGreaterThanOrEqual(4)
    expect(items.length).toBeLessThanOrEqual(6)
    expect(buyers.length).toBeGreaterThanOrEqual(2)
    expect(buyers.length).toBeLessThanOrEqual(4)
  })

  it('gives every category its own search title, at most 60 characters with the brand', () => {
    const titles = entries.map(([slug, content]) => [slug, pageTitle(content.seo.title)] as const)
    const tooLong = titles.filter(([, title]) => title.length > 60)
    expect(tooLong, 'titles longer than search results show').toEqual([])
    expect(duplicates(titles.map(([, title]) => title.toLowerCase()))).toEqual([])
  })

  it('gives every category its own meta description of 120-160 characters', () => {
    const descriptions = entries.map(([slug, content]) => [slug, content.seo.description] as const)
    const outOfRange = descriptions.filter(([, text]) => text.length < 120 || text.length > 160)
    expect(
      outOfRange.map(([slug, text]) => `${slug}: ${text.length}`),
      'descriptions search results cut or leave short',
    ).toEqual([])
    expect(duplicates(descriptions.map(([, text]) => text.toLowerCase()))).toEqual([])
  })

  it('gives every category its own description, even with the category name taken out', () => {
    const descriptions = entries.map(([, content]) => content.description)
    expect(duplicates(descriptions)).toEqual([])

    const withoutName = entries.map(([slug, content]) =>
      content.description.toLowerCase().replaceAll(catalog[slug].title.toLowerCase(), '{title}'),
    )
    expect(duplicates(withoutName)).toEqual([])
  })

  it('gives every category its own set of feature titles', () => {
    const titleSets = entries.map(([, content]) =>
      content.features
        .map((feature) => feature.title.toLowerCase())
        .sort()
        .join(' | '),
    )
    expect(duplicates(titleSets)).toEqual([])
  })

  it('gives every category its own illustration alt text', () => {
    expect(duplicates(entries.map(([, content]) => content.heroAlt))).toEqual([])
  })
})

describe('Spanish product content', () => {
  it.each(productSlugs)('%s is written in Spanish, not copied from English', (slug) => {
    expect(esProducts[slug].description).not.toBe(enProducts[slug].description)
    expect(esProducts[slug].heroAlt).not.toBe(enProducts[slug].heroAlt)
  })
})
