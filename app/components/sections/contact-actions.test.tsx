// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { en } from '~/i18n/en'
import { renderWithApp } from '~/testing/render-with-app'
import { ContactActions } from './contact-actions'

// A deployment that has set neither a phone number to dial nor a chat number.
vi.mock('~/content/site', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/content/site')>()
  return { ...actual, site: { ...actual.site, phone: { display: '', dial: '' }, chatNumber: '' } }
})

describe('contact actions without numbers', () => {
  it('keep a not-implemented notice, opened by the button itself, instead of dead links', () => {
    renderWithApp(<ContactActions callNow="Call Now" liveChat="Live Chat" newTab="(new tab)" />)
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    for (const name of ['Call Now', 'Live Chat']) {
      const button = screen.getByRole('button', { name })
      const notice = document.getElementById(button.getAttribute('popovertarget') ?? '')
      expect(notice).toHaveAttribute('popover', 'auto')
      expect(notice).toHaveTextContent(en.common.notImplementedTitle)
      expect(notice).toHaveTextContent(en.common.notImplementedDescription)
    }
  })
})
