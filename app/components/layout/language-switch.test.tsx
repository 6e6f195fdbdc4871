// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { detectLocale } from '~/lib/language-detection'
import { pageScript } from '~/lib/page-script'
import { renderWithApp } from '~/testing/render-with-app'
import { LanguageSwitch } from './language-switch'

beforeAll(() => {
  // The page's inline script, as the pre-render writes it into every page.
  new Function(pageScript)()
  // The test browser does not load other pages: the link's own navigation is left undone.
  window.addEventListener('click', (event) => event.preventDefault())
})
afterEach(() => {
  document.cookie = 'i18next=;path=/;max-age=0'
  localStorage.clear()
})

describe('language switch', () => {
  it('leads to the same page in the other language', () => {
    renderWithApp(<LanguageSwitch />, { path: '/es/faq' })
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/faq')
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
  })

  it('remembers the choice where English pages look for it, and keeps the section', async () => {
    window.history.replaceState(null, '', '/es/faq#ordering')
    Object.defineProperty(navigator, 'languages', { value: ['es-ES'], configurable: true })
    renderWithApp(<LanguageSwitch />, { path: '/es/faq' })
    const english = screen.getByRole('link', { name: 'English' })

    await userEvent.click(english)

    // The browser writes the address out in full when a script sets its hash.
    expect(english.getAttribute('href')).toBe(`${window.location.origin}/faq#ordering`)
    expect(document.cookie).toContain('i18next=en')
    expect(localStorage.getItem('i18nextLng')).toBe('en')
    // A Spanish browser opening an English page stays there: the choice outranks the browser.
    expect(detectLocale(window)).toBe('en')
  })

  it('leaves the choice alone on any other click', async () => {
    renderWithApp(<LanguageSwitch />, { path: '/faq' })
    await userEvent.click(screen.getByRole('navigation', { name: 'Language' }))
    expect(document.cookie).not.toContain('i18next=')
  })
})
