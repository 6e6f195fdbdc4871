// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollToSection } from './scroll'

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

describe('scrolling to a section', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('goes to the section as a link to it would, naming it in the address', () => {
    section('contact')
    expect(scrollToSection('contact')).toBe(true)
    expect(window.location.hash).toBe('#contact')
  })

  it('glides there again when the address already names it', () => {
    const contact = section('contact')
    history.replaceState(null, '', '/#contact')
    scrollToSection('contact')
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps instead of gliding when the reader prefers reduced motion', () => {
    const contact = section('contact')
    history.replaceState(null, '', '/#contact')
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    scrollToSection('contact')
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('reports a missing section so the caller can say so', () => {
    expect(scrollToSection('contact')).toBe(false)
  })

  it('keeps anchored sections clear of the sticky header, and links to them glide', async () => {
    const { readFileSync } = await import('node:fs')
    const css = readFileSync('app/app.css', 'utf8')
    expect(css).toMatch(/scroll-padding-top:\s*6rem/)
    expect(css).toMatch(/scroll-behavior:\s*smooth/)
  })
})
