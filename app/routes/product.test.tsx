// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StyleList } from '~/components/sections/style-list'
import { isProductSlug } from '~/content/product-menu'
import { renderWithApp } from '~/testing/render-with-app'
import { loader } from './product'
import type { Route } from './+types/product'

/**
 * The styles part of the category page at `path`, as the build renders it: the route's loader gives
 * the page its language's styles, which the page lists.
 */
function renderCategory(path: string) {
  const slug = path.split('/').at(-1)!
  const args = { params: { slug }, request: new Request(`http://localhost${path}`) } as Route.LoaderArgs
  if (!isProductSlug(slug)) throw new Error(`${slug} is no category`)
  renderWithApp(<StyleList slug={slug} styles={loader(args).styles} />, { path })
  return screen.getByRole('region')
}

describe('a category page’s styles', () => {
  it('lists each style with its code, words, figures and a link that quotes it', () => {
    const section = renderCategory('/products/soccer')
    const cards = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === section.firstElementChild)
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Sublimated match shirt',
      'Match shorts',
      'Goalkeeper shirt',
      'Hand-stitched training ball',
    ])
    const shirt = cards[0]!
    expect(shirt).toHaveTextContent('SS-SOC-101')
    expect(shirt).toHaveTextContent('FabricsMoisture-wicking polyester, 140-180 gsm')
    expect(shirt).toHaveTextContent('Minimum order500-1,000 pieces per design')
    expect(shirt).toHaveTextContent('Lead time30-45 days after sample approval')
    expect(shirt).toHaveTextContent('Adult (unisex): XS-3XL')
    expect(within(shirt).getByRole('link', { name: 'Size chart: Youth (US sizes)' })).toHaveAttribute(
      'href',
      '/size-charts#youth',
    )
    expect(
      within(shirt).getByRole('link', { name: 'Quote this style: Sublimated match shirt (SS-SOC-101)' }),
    ).toHaveAttribute(
      'href',
      '/custom-design?style=SS-SOC-101&product=jersey&fabric=moisture-wicking-polyester#quote-form',
    )
    const ball = cards[3]!
    expect(ball).toHaveTextContent('Minimum orderQuoted item by item')
    expect(within(ball).queryByText('Fabrics')).toBeNull()
    expect(within(ball).getByRole('link', { name: /^Quote this style/ })).toHaveAttribute(
      'href',
      '/custom-design?style=SS-SOC-104&product=football#quote-form',
    )
  })

  it('lists them in Spanish, the quote link staying on the Spanish site', () => {
    const section = renderCategory('/es/products/basketball')
    const shorts = within(section).getByRole('heading', { name: 'Pantalón de juego' }).closest('li')!
    expect(shorts).toHaveTextContent('SS-BSK-103')
    expect(shorts).toHaveTextContent('Pedido mínimo500-1000 unidades por diseño')
    expect(shorts).toHaveTextContent('Plazo30-45 días tras aprobar la muestra')
    expect(shorts).toHaveTextContent('Infantil (tallas Y): YXS-YXL')
    expect(
      within(shorts).getByRole('link', {
        name: 'Pedir presupuesto de este modelo: Pantalón de juego (SS-BSK-103)',
      }),
    ).toHaveAttribute(
      'href',
      '/es/custom-design?style=SS-BSK-103&product=shorts&fabric=polyester-mesh#quote-form',
    )
    expect(within(shorts).getByRole('link', { name: 'Tabla de tallas: Mujer' })).toHaveAttribute(
      'href',
      '/es/size-charts#women',
    )
  })
})
