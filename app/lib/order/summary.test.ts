import { describe, expect, it } from 'vitest'
import { optionNames } from '~/lib/order/option-names'
import { i18nFor } from '~/i18n/config'
import type { Translate } from '~/lib/forms/messages'
import type { Locale } from '~/lib/locale'
import { readOrder } from './order'
import { formatDay } from './planner'
import { orderSummary } from './summary'

const today = '2027-01-04'
const translate =
  (locale: Locale): Translate =>
  (key, values) =>
    i18nFor(locale).t(key as never, values)

function summaryOf(values: Record<string, string>, locale: Locale = 'en') {
  const order = readOrder((name) => values[name] ?? '')
  return orderSummary(order, translate(locale), locale, { names: optionNames(locale), today })
}

const kit = {
  Line1Style: 'SS-SOC-101',
  Line1ProductType: 'jersey',
  Line1Color: '#001F5B',
  Line1Pantone: '19-4052 TCX',
  Line1Fabric: 'moisture-wicking-polyester',
  Line1Decoration: 'sublimation',
  Line1Placement: 'front',
  Line1Sample: 'size-set',
  Line1QtyS: '1',
  Line1QtyM: '2',
  Line1QtyYS: '1',
  Line2ProductType: 'cap',
  Line2Decoration: 'woven-patch',
  Line2QtyM: '1200',
  Line2Sample: 'M',
  Roster: 'Name\tNumber\tSize\nMüller\t7\tM\nSmith\t07\tM\nLee\t9\tXL\nNo size at all',
  InHandsDate: '2027-03-12',
  Shipping: 'sea',
  Sample: 'yes',
  TargetPrice: '12.5',
  Currency: 'GBP',
  Destination: 'Leeds, United Kingdom',
}

describe('the order summary', () => {
  it('reads as plain text, part by part, with what the buyer chose by name', () => {
    expect(summaryOf(kit)).toBe(
      [
        'Line 1: Jersey',
        'Style code: SS-SOC-101',
        'Colour: Navy (#001F5B)',
        'Pantone: 19-4052 TCX',
        'Fabric: Moisture-wicking polyester',
        'Decoration: Sublimation',
        'Placement: Front',
        'Sizes: 1 × S · 2 × M · 1 × YS (age 6-7)',
        'Sample: size set, one piece in each size ordered',
        'Line total: 4\u00a0pieces (below our usual minimum per design)',
        '',
        'Line 2: Cap',
        'Decoration: Woven patch',
        'Sizes: 1,200 × M',
        'Sample: one piece in size M',
        'Line total: 1,200\u00a0pieces',
        '',
        'Order total: 1,204\u00a0pieces',
        '',
        'SAMPLE REQUEST before the order',
        'Line 1: SS-SOC-101 · Jersey · size set, one piece in each size ordered',
        'Line 2: Cap · one piece in size M',
        'Send to: Leeds, United Kingdom',
        'Charge: £35 a piece, £120 a size set; credited against the order within 90\u00a0days of approval',
        '',
        'Roster, checked against line 1: 3\u00a0players',
        'MÜLLER · 7 · M',
        'SMITH · 07 · M',
        'LEE · 9 · XL',
        'Duplicate numbers: 07',
        "The roster's sizes do not add up to line 1:",
        '- Size S: 0 in the roster, 1 on line 1',
        '- Size XL: 1 in the roster, 0 on line 1',
        '- Size YS (age 6-7): 0 in the roster, 1 on line 1',
        'Unreadable rows: 5',
        '',
        `In-hands date: ${formatDay('2027-03-12', 'en')}`,
        'Shipping: Sea freight (25-40\u00a0days)',
        // 67\u00a0days away; with a sample, air freight takes 68 at the longest.
        'Delivery plan: The date is too soon, even by air. The earliest in-hands date is Saturday 13 March 2027, confirming today and shipping by air freight.',
        'Target price per piece: £12.50',
        'Shipping destination: Leeds, United Kingdom',
      ].join('\n'),
    )
  })

  it('is written in Spanish for a Spanish buyer', () => {
    const text = summaryOf({ ...kit, InHandsDate: '2027-06-30', Shipping: '' }, 'es')
    expect(text).toContain(
      'Línea 1: Camiseta de juego\nReferencia del modelo: SS-SOC-101\nColor: Azul marino (#001F5B)',
    )
    expect(text).toContain('Tejido: Poliéster transpirable')
    expect(text).toContain('Marcaje: Sublimación\nUbicación: Delantero')
    expect(text).toContain(
      'Total de la línea: 4\u00a0unidades (por debajo de nuestro mínimo habitual por diseño)',
    )
    expect(text).toContain(
      'Tallas: 1200 × M\nMuestra: una prenda en talla M\nTotal de la línea: 1200\u00a0unidades',
    )
    expect(text).toContain('Lista de jugadores, comprobada con la línea 1: 3\u00a0jugadores\nMÜLLER · 7 · M')
    expect(text).toContain('Dorsales repetidos: 07')
    expect(text).toContain(
      [
        'SOLICITUD DE MUESTRA antes del pedido',
        'Línea 1: SS-SOC-101 · Camiseta de juego · juego de tallas, una prenda de cada talla pedida',
        'Línea 2: Gorra · una prenda en talla M',
        'Enviar a: Leeds, United Kingdom',
        'Importe: 35\u00a0£ por prenda, 120\u00a0£ por juego de tallas; descontable del pedido en los 90\u00a0días siguientes a la aprobación',
      ].join('\n'),
    )
    expect(text).toContain(
      'Plan de entrega: Hay tiempo de sobra para enviarlo por transporte marítimo. Confirme el pedido a más tardar el lunes 22 de marzo de 2027 para enviarlo por transporte marítimo.',
    )
    expect(text).toContain('Precio objetivo por unidad: 12,50\u00a0GBP')
    expect(text).not.toContain('forms.')
  })

  it('names the earlier request a repeat was ordered from, first', () => {
    const order = {
      ...readOrder((name) => ({ Line1ProductType: 'hoodie' })[name] ?? ''),
      repeatOf: 'SS-4F7K2QXM',
    }
    expect(orderSummary(order, translate('en'), 'en', { names: optionNames('en'), today })).toBe(
      'Repeat of SS-4F7K2QXM: the artwork is on file with that request.\n\nLine 1: Hoodie\n\nOrder total: 0\u00a0pieces',
    )
    expect(orderSummary(order, translate('es'), 'es', { names: optionNames('es'), today })).toBe(
      'Repetición de SS-4F7K2QXM: los diseños están archivados con esa solicitud.\n\nLínea 1: Sudadera con capucha\n\nTotal del pedido: 0\u00a0unidades',
    )
  })

  it('asks plainly for a sample when the buyer wants one but named no line', () => {
    expect(summaryOf({ Sample: 'yes' })).toBe(
      [
        'SAMPLE REQUEST before the order',
        'No line chosen yet: agree with the buyer what to sample.',
        'Send to: the shipping destination (not given yet)',
        'Charge: £35 a piece, £120 a size set; credited against the order within 90\u00a0days of approval',
      ].join('\n'),
    )
    expect(summaryOf({ Sample: 'no', Line1Sample: 'M' })).toBe(
      'Line 1: product not chosen\nSample: one piece in size M\n\nOrder total: 0\u00a0pieces\n\nSample or size set before the order: No',
    )
  })

  it('leaves out what was not filled in, and is empty for an empty order', () => {
    expect(summaryOf({})).toBe('')
    expect(summaryOf({ Line1QtyL: '600', Line1ProductType: 'hoodie' })).toBe(
      'Line 1: Hoodie\nSizes: 600 × L\nLine total: 600\u00a0pieces\n\nOrder total: 600\u00a0pieces',
    )
    expect(summaryOf({ Destination: 'Perth', TargetPrice: '9' })).toBe(
      'Target price per piece: 9.00\nShipping destination: Perth',
    )
  })
})
