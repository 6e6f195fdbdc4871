import { describe, expect, it } from 'vitest'
import { faqContent } from '~/content/faq'
import { contentPageMeta, pageMeta, pageTitle } from './meta'

describe('page meta', () => {
  it('titles pages "{page} - {brand}"', () => {
    expect(pageTitle('FAQ')).toBe('FAQ - Sterling Stitch')
  })

  it('gives each page the title and description among its words, in its language', () => {
    const meta = contentPageMeta(faqContent)({ location: { pathname: '/es/faq' } })
    expect(meta).toContainEqual({ title: 'Preguntas frecuentes - Sterling Stitch' })
    expect(meta).toContainEqual(expect.objectContaining({ name: 'description' }))
  })

  it('links the canonical page and its alternates in both languages', () => {
    const meta = pageMeta('/es/printing', { title: 'Printing', description: 'Methods' })
    const links = meta.filter((tag) => 'tagName' in tag)
    expect(links).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: 'https://www.example.com/es/printing' }),
    )
    expect(links).toContainEqual(
      expect.objectContaining({ hrefLang: 'en', href: 'https://www.example.com/printing' }),
    )
    expect(links).toContainEqual(
      expect.objectContaining({ hrefLang: 'es', href: 'https://www.example.com/es/printing' }),
    )
    expect(links).toContainEqual(
      expect.objectContaining({ hrefLang: 'x-default', href: 'https://www.example.com/printing' }),
    )
  })

  it('keeps Not Found pages out of the index', () => {
    const meta = pageMeta('/nope', { title: 'Page Not Found', description: 'Gone', indexable: false })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(meta.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false)
  })
})
