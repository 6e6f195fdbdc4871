// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '~/content/site'
import { renderWithApp } from '~/testing/render-with-app'
import { SocialLinks } from './social-links'

const profiles = {
  twitter: 'https://x.com/sterlingstitch',
  instagram: 'https://www.instagram.com/sterlingstitch/',
  linkedin: 'https://www.linkedin.com/company/sterling-stitch/',
}

/** The notice a button opens with no script: the element its `popovertarget` names. */
function noticeOf(button: HTMLElement) {
  const notice = document.getElementById(button.getAttribute('popovertarget') ?? '')
  expect(notice).not.toBeNull()
  expect(notice).toHaveAttribute('popover', 'auto')
  return notice!
}

describe('social links', () => {
  it('open each profile that is set, in a new tab, and show no notice', () => {
    renderWithApp(<SocialLinks profiles={profiles} />)
    for (const [name, url] of [
      ['Twitter', profiles.twitter],
      ['Instagram', profiles.instagram],
      ['LinkedIn', profiles.linkedin],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(document.body).not.toHaveTextContent('feature not implemented yet')
  })

  it('say the feature is not there yet for a profile that is not set, and link the others', () => {
    renderWithApp(<SocialLinks profiles={{ ...profiles, instagram: '' }} />, { path: '/es' })
    expect(screen.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', profiles.twitter)
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', profiles.linkedin)
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull()
    const notice = noticeOf(screen.getByRole('button', { name: 'Instagram' }))
    expect(within(notice).getByText('Redes sociales')).toBeInTheDocument()
    expect(within(notice).getByText('Esta función aún no está disponible.')).toBeInTheDocument()
  })

  it('read the profiles from the company facts, where none is set yet', () => {
    renderWithApp(<SocialLinks />)
    expect(Object.values(site.social)).toEqual(['', '', ''])
    expect(screen.queryAllByRole('link')).toEqual([])
    for (const name of ['Twitter', 'Instagram', 'LinkedIn'])
      expect(noticeOf(screen.getByRole('button', { name }))).toHaveTextContent('feature not implemented yet')
  })
})
