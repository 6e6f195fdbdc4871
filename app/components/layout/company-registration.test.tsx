// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render-with-app'
import { SiteFooter } from './site-footer'

describe('the footer on every page', () => {
  it('names the registered company, its register, number, registered office and VAT number in English', () => {
    renderWithApp(<SiteFooter />, { path: '/faq' })
    expect(
      screen.getByText(
        'Sterling Stitch Sportswear Ltd. Registered in England and Wales, company number 00000000. ' +
          'Registered office: 14 Tanner Street, London SE1 3LE, United Kingdom. VAT number GB 000 0000 00.',
      ),
    ).toBeInTheDocument()
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(legal.querySelector('a[href="/legal"]')).toHaveTextContent('Company information')
    expect(legal.querySelector('a[href="/terms"]')).toHaveTextContent('Terms of business')
  })

  it('says the same as a Spanish reader expects it, and links the Spanish pages', () => {
    renderWithApp(<SiteFooter />, { path: '/es/faq' })
    expect(
      screen.getByText(
        'Sterling Stitch Sportswear Ltd, sociedad inscrita en el Registro de Sociedades de Inglaterra y Gales con el número 00000000. ' +
          'Domicilio social: 14 Tanner Street, London SE1 3LE, Reino Unido. N.º de IVA: GB 000 0000 00.',
      ),
    ).toBeInTheDocument()
    const legal = screen.getByRole('navigation', { name: 'Información legal' })
    expect(legal.querySelector('a[href="/es/legal"]')).toHaveTextContent('Aviso legal')
    expect(legal.querySelector('a[href="/es/terms"]')).toHaveTextContent('Condiciones generales de venta')
  })
})
