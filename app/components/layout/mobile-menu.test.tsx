// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render-with-app'
import { MobileMenu } from './mobile-menu'

async function openMenu(path = '/faq', names = { open: 'Open menu', title: 'Menu' }) {
  const user = userEvent.setup()
  const app = renderWithApp(<MobileMenu />, { path })
  await user.click(screen.getByRole('button', { name: names.open }))
  return { user, ...app, dialog: await screen.findByRole('dialog', { name: names.title }) }
}

describe('mobile menu', () => {
  it('opens one section at a time and closes it when selected again', async () => {
    const { user, dialog } = await openMenu()
    const products = within(dialog).getByRole('button', { name: 'Products' })
    const information = within(dialog).getByRole('button', { name: 'Information' })

    await user.click(products)
    expect(products).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('link', { name: 'Soccer' })).toBeVisible()

    await user.click(information)
    expect(information).toHaveAttribute('aria-expanded', 'true')
    expect(products).toHaveAttribute('aria-expanded', 'false')

    await user.click(information)
    expect(information).toHaveAttribute('aria-expanded', 'false')
  })

  it('moves focus into the menu and closes on Escape', async () => {
    const { user, dialog } = await openMenu()
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  })

  it('closes when the visitor follows one of its links', async () => {
    const { user, dialog } = await openMenu()
    await user.click(within(dialog).getByRole('button', { name: 'Information' }))
    const printing = within(dialog).getByRole('link', { name: 'Printing' })
    expect(printing).toHaveAttribute('href', '/printing')
    // The test browser does not load other pages; the link's own navigation is left undone.
    printing.addEventListener('click', (event) => event.preventDefault())
    await user.click(printing)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps links in the Spanish reader’s language', async () => {
    const { user, dialog } = await openMenu('/es/faq', { open: 'Abrir menú', title: 'Menú' })
    await user.click(within(dialog).getByRole('button', { name: 'Productos' }))
    expect(within(dialog).getByRole('link', { name: 'Fútbol' })).toHaveAttribute(
      'href',
      '/es/products/soccer',
    )
  })
})
