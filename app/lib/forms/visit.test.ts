// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordVisit, withVisit } from './visit'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

function arrive(path: string, referrer: string) {
  window.history.replaceState(null, '', path)
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
  recordVisit()
}

describe('the visit a lead came from', () => {
  it('keeps the first page of the visit and the site that sent the visitor', () => {
    arrive('/es/products/soccer?utm_source=google&utm_campaign=kits', 'https://www.google.com/search?q=kits')
    arrive('/es/contact', `${location.origin}/es/products/soccer`)
    const endpoint = new URL(withVisit('/api/forms/contact'), location.origin)
    expect(endpoint.pathname).toBe('/api/forms/contact')
    expect(Object.fromEntries(endpoint.searchParams)).toEqual({
      landing: '/es/products/soccer?utm_source=google&utm_campaign=kits',
      referrer: 'https://www.google.com/search?q=kits',
    })
  })

  it('does not count a page of the site as where the visitor came from', () => {
    arrive('/faq', `${location.origin}/`)
    expect(withVisit('https://forms.example/f/abc?x=1')).toBe(
      'https://forms.example/f/abc?x=1&landing=%2Ffaq',
    )
  })

  it('goes into the query of an address that names a place on its page, not after it', () => {
    arrive('/faq', '')
    expect(withVisit('/api/forms/newsletter?consent=c#newsletter-form-problems')).toBe(
      '/api/forms/newsletter?consent=c&landing=%2Ffaq#newsletter-form-problems',
    )
    expect(withVisit('/api/forms/contact#contact-form-problems')).toBe(
      '/api/forms/contact?landing=%2Ffaq#contact-form-problems',
    )
  })

  it('leaves the endpoint alone when nothing was recorded', () => {
    expect(withVisit('/api/forms/quote')).toBe('/api/forms/quote')
    sessionStorage.setItem('visit', '{not json')
    expect(withVisit('/api/forms/quote')).toBe('/api/forms/quote')
  })
})
