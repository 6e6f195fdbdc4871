import { describe, expect, it } from 'vitest'
import { localeFromPath, localizePath, stripLocale } from './locale'
import { pagePaths, prerenderPaths, sitePaths } from './paths'

describe('language in the URL', () => {
  it('reads Spanish from the /es prefix only', () => {
    expect(localeFromPath('/es')).toBe('es')
    expect(localeFromPath('/es/faq')).toBe('es')
    expect(localeFromPath('/estimates')).toBe('en')
    expect(localeFromPath('/faq')).toBe('en')
  })

  it('writes language-free paths for each language and back', () => {
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/faq', 'es')).toBe('/es/faq')
    expect(localizePath('/#contact', 'es')).toBe('/es#contact')
    expect(localizePath('/faq', 'en')).toBe('/faq')
    for (const path of sitePaths) expect(stripLocale(localizePath(path, 'es'))).toBe(path)
  })

  it('pre-renders every page in both languages', () => {
    // The named pages, the 21 categories and the newsletter's 5 pages.
    expect(sitePaths).toHaveLength(Object.keys(pagePaths).length + 21 + 5)
    for (const path of sitePaths) {
      expect(prerenderPaths).toContain(path)
      expect(prerenderPaths).toContain(localizePath(path, 'es'))
    }
  })

  it('leaves the status page to the server: it is neither pre-rendered nor a page of the site', () => {
    expect(prerenderPaths.some((path) => path.includes('/status'))).toBe(false)
    expect(sitePaths.some((path) => path.startsWith('/status'))).toBe(false)
  })
})
