import { fireEvent, screen } from '@testing-library/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { drawingFor, drawingOf, placeArtwork, previewBox } from '~/components/art/order-garment'
import { placements, productTypes } from '~/lib/order/catalogue'
import { renderWithApp } from '~/testing/render-with-app'
import { OrderPreview } from './order-preview'
import { createOrderStore, OrderContext } from './use-order'

describe('the garment a product type is drawn as', () => {
  it('gives every product type a drawing, and a T-shirt to none or an unknown one', () => {
    expect(productTypes.map((type) => [type, drawingOf[type]]).filter(([, drawing]) => !drawing)).toEqual([])
    expect([drawingFor(''), drawingFor('kilt'), drawingFor('other'), drawingFor('hoodie')]).toEqual([
      'tee',
      'tee',
      'tee',
      'hoodie',
    ])
    expect(drawingFor('pants')).toBe('trousers')
    expect(drawingFor('football')).toBe('ball')
  })

  it('puts the artwork where the placement says, on the product and inside the preview', () => {
    for (const type of productTypes) {
      for (const placement of placements) {
        const { at, area } = placeArtwork(drawingFor(type), placement)
        const [left, top] = [at.x + area.x * at.s, at.y + area.y * at.s]
        const [right, bottom] = [left + area.w * at.s, top + area.h * at.s]
        expect(
          [left, top].every((edge) => edge >= 0),
          `${type} ${placement}`,
        ).toBe(true)
        expect(
          [right, bottom].every((edge) => edge <= previewBox),
          `${type} ${placement}`,
        ).toBe(true)
      }
    }
  })

  it('turns a top or a bottom round for the back, and keeps other products on their front', () => {
    expect(placeArtwork('hoodie', 'back')).toMatchObject({ shown: 'back', view: 'back' })
    expect(placeArtwork('shorts', 'back')).toMatchObject({ shown: 'back', view: 'back' })
    expect(placeArtwork('shorts', 'shorts')).toMatchObject({ shown: 'shorts', view: 'front' })
    expect(placeArtwork('cap', 'back')).toMatchObject({ shown: 'front', view: 'front' })
    expect(placeArtwork('tee', 'shorts')).toMatchObject({ shown: 'front', view: 'front' })
    expect(placeArtwork('tee', 'sleeves').area).toMatchObject({ r: 36 })
  })
})

/** The first product line's controls, as the quotation's builder names them. */
function LineOne() {
  return (
    <>
      <select name="Line1ProductType" aria-label="Product" defaultValue="">
        <option value="">None</option>
        <option value="hoodie">Hoodie</option>
        <option value="cap">Cap</option>
      </select>
      <input type="radio" name="Line1Color" value="#001F5B" aria-label="Navy" />
      <input type="radio" name="Line1Color" value="#C8102E" aria-label="Red" />
      <select name="Line1Placement" aria-label="Placement" defaultValue="">
        <option value="">None</option>
        <option value="back">Back</option>
        <option value="sleeves">Sleeves</option>
      </select>
    </>
  )
}

const preview = () => screen.getByRole('img')

/** A form whose order the preview follows, as the quotation form shares it (use-order.ts). */
function OrderForm({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null)
  const [store] = useState(createOrderStore)
  useEffect(() => store.follow(ref.current!), [store])
  return (
    <OrderContext.Provider value={store}>
      <form ref={ref}>{children}</form>
    </OrderContext.Provider>
  )
}

describe('the live preview', () => {
  it('follows line 1 as it is chosen: product, colour and placement', () => {
    renderWithApp(
      <OrderForm>
        <LineOne />
        <OrderPreview />
      </OrderForm>,
    )
    expect(preview()).toHaveAccessibleName('T-Shirt, no artwork chosen yet')
    expect(screen.getByText('Front view')).toBeVisible()

    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'hoodie' } })
    fireEvent.click(screen.getByLabelText('Navy'))
    expect(preview()).toHaveAccessibleName('Hoodie in navy, no artwork chosen yet')
    expect(preview()).toHaveAttribute('data-colour', '#001F5B')
    expect(preview().querySelector('[fill="#001F5B"]')).not.toBeNull()

    fireEvent.change(screen.getByLabelText('Placement'), { target: { value: 'back' } })
    expect(screen.getByText('Back view')).toBeVisible()

    fireEvent.click(screen.getByLabelText('Red'))
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'cap' } })
    expect(preview()).toHaveAccessibleName('Cap in red, no artwork chosen yet')
    expect(preview()).toHaveAttribute('data-drawing', 'cap')
    // A cap has no back drawn: it says so, and shows the front.
    expect(screen.getByText('This product is drawn from the front only.')).toBeVisible()
    expect(screen.getByText('Front view')).toBeVisible()
  })

  it('names what it shows in Spanish on the Spanish page', () => {
    renderWithApp(
      <OrderForm>
        <select name="Line1ProductType" aria-label="Producto" defaultValue="polo-shirt">
          <option value="polo-shirt">Polo</option>
        </select>
        <input type="radio" name="Line1Color" value="#FFD700" aria-label="Amarillo" defaultChecked />
        <OrderPreview />
      </OrderForm>,
      { path: '/es/custom-design' },
    )
    expect(preview()).toHaveAccessibleName('Polo en amarillo, todavía sin diseño')
    expect(preview()).toHaveAttribute('data-drawing', 'polo')
  })
})
