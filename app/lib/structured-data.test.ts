import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta'

const jsonLd = (pathname: string) =>
  pageMeta(pathname, { title: 'Page', description: 'About the page' })
    .filter((tag) => 'script:ld+json' in tag)
    .map((tag) => (tag as { 'script:ld+json': Record<string, unknown> })['script:ld+json'])

describe('structured data', () => {
  it('describes the organisation with both addresses, contacts and hours on the home page', () => {
    const [organization, website] = jsonLd('/es')
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Sterling Stitch Sportswear Ltd',
      legalName: 'Sterling Stitch Sportswear Ltd',
      vatID: 'GB 000 0000 00',
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'Companies House company number', value: '00000000' },
        { '@type': 'PropertyValue', propertyID: 'EORI', value: 'GB000000000000' },
      ],
    })
    const places = organization!.location as Array<{ address: { addressLocality: string } }>
    expect(places.map((place) => place.address.addressLocality)).toEqual(['London', 'Sialkot'])
    expect(JSON.stringify(organization)).toContain('OpeningHoursSpecification')
    expect(organization).not.toHaveProperty('sameAs')
    expect(website).toMatchObject({ '@type': 'WebSite', inLanguage: 'es', url: 'https://www.example.com/es' })
  })

  it('gives category pages a breadcrumb through the products section', () => {
    const [breadcrumb] = jsonLd('/es/products/boxing')
    const items = breadcrumb!.itemListElement as Array<{ position: number; name: string; item: string }>
    expect(items.map((item) => item.name)).toEqual(['Inicio', 'Productos', 'Page'])
    expect(items.map((item) => item.item)).toEqual([
      'https://www.example.com/es',
      'https://www.example.com/es#products',
      'https://www.example.com/es/products/boxing',
    ])
  })

  it('names a page in the breadcrumb by its short name when it has one', () => {
    const tags = pageMeta('/es/products/boxing', {
      title: 'Fabricante de guantes y material de boxeo',
      description: 'Guantes',
      breadcrumb: 'Boxeo',
    })
    const [breadcrumb] = tags.filter((tag) => 'script:ld+json' in tag)
    expect(JSON.stringify(breadcrumb)).toContain('"name":"Boxeo"')
    expect(tags).toContainEqual({ title: 'Fabricante de guantes y material de boxeo - Sterling Stitch' })
  })

  it('gives information pages a breadcrumb home', () => {
    const [breadcrumb] = jsonLd('/printing')
    expect((breadcrumb!.itemListElement as unknown[]).length).toBe(2)
  })

  it('shares every page with the image of its language', () => {
    const tags = pageMeta('/es/faq', { title: 'FAQ', description: 'Q' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://www.example.com/share-es.png' })
    expect(tags).toContainEqual({ property: 'og:locale', content: 'es_ES' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
})
