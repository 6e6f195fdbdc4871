// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render-with-app'
import { MobileMenu } from './mobile-menu'

/** The menu's panel as the page holds it before any tap: closed, so queries reach hidden content. */
function menuAt(path: string) {
  renderWithApp(<MobileMenu />, { path })
  return screen.getByRole('dialog', { hidden: true })
}

// Opening, sections and Escape are the browser's own (popover, details): tests/e2e/shell.spec.ts.
describe('mobile menu', () => {
  it('keeps links in the Spanish reader’s language', () => {
    const menu = menuAt('/es/faq')
    expect(within(menu).getByRole('link', { name: 'Fútbol', hidden: true })).toHaveAttribute(
      'href',
      '/es/products/soccer',
    )
    expect(within(menu).getByRole('link', { name: 'Pedir presupuesto', hidden: true })).toHaveAttribute(
      'href',
      '/es#contact',
    )
  })

  it('leads Get quote to the form on the same page when it is the home page', () => {
    const menu = menuAt('/')
    expect(within(menu).getByRole('link', { name: 'Get quote', hidden: true })).toHaveAttribute(
      'href',
      '#contact',
    )
  })
})
