// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '~/testing/render-with-app'
import { SiteFooter } from './site-footer'

describe('the footer on every page', () => {
  it.each([
    {
      path: '/faq',
      sentence:
        'Sterling Stitch Sportswear Ltd. Registered in England and Wales, company number 00000000. ' +
        'Registered office: 14 Tanner Street, London SE1 3LE, United Kingdom. VAT number GB 000 0000 00.',
      links: {
        name: 'Legal',
        legal: ['/legal', 'Company information'],
        terms: ['/terms', 'Terms of business'],
      },
    },
    {
      path: '/es/faq',
      sentence:
        'Sterling Stitch Sportswear Ltd, sociedad inscrita en el Registro de Sociedades de Inglaterra y Gales con el número 00000000. ' +
        'Domicilio social: 14 Tanner Street, London SE1 3LE, Reino Unido. N.º de IVA: GB 000 0000 00.',
      links: {
        name: 'Información legal',
        legal: ['/es/legal', 'Aviso legal'],
        terms: ['/es/terms', 'Condiciones generales de venta'],
      },
    },
  ])(
    'on $path names the registered company, its register, number, office and VAT number, and links the legal pages',
    ({ path, sentence, links }) => {
      renderWithApp(<SiteFooter />, { path })
      expect(screen.getByText(sentence)).toBeInTheDocument()
      const legal = screen.getByRole('navigation', { name: links.name })
      for (const [href, text] of [links.legal, links.terms])
        expect(legal.querySelector(`a[href="${href}"]`)).toHaveTextContent(text!)
    },
  )
})
