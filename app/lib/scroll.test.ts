// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollForLocation, scrollToSection } from './scroll'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function section(id: string) {
  const element = document.createElement('section')
  element.id = id
  element.scrollIntoView = vi.fn()
  document.body.append(element)
  return element
}

describe('scrolling on navigation', () => {
  it('scrolls smoothly to the element the hash names', () => {
    const contact = section('contact')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollForLocation('#contact')
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls smoothly to the top without a hash, or when the hash names nothing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollForLocation('')
    scrollForLocation('#missing')
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' })
  })

  it('jumps instead of gliding when the reader prefers reduced motion', () => {
    const contact = section('contact')
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    scrollToSection('contact')
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('reports a missing section so the caller can say so', () => {
    expect(scrollToSection('contact')).toBe(false)
  })

  it('keeps anchored sections clear of the sticky header', async () => {
    const { readFileSync } = await import('node:fs')
    expect(readFileSync('app/app.css', 'utf8')).toMatch(/scroll-padding-top:\s*6rem/)
  })
})
