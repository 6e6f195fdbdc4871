import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/config'
import type { Locale } from '~/lib/locale'
import { planOrder } from '../order/planner'
import { planSentences } from '../order/wording'
import { problemMessage, problemsText, type Translate } from './messages'
import type { Problem } from './problems'
import { quoteForm } from './quote'

/**
 * The sentences the code puts together at runtime, each compared whole in both languages: a stray
 * comma, a doubled word or a number in the other language's notation fails here.
 */

const translate =
  (locale: Locale): Translate =>
  (key, values) =>
    i18nFor(locale).t(key as never, values)

const message = (locale: Locale, problem: Problem) =>
  problemMessage(translate(locale), locale, quoteForm, problem)

describe('error messages', () => {
  it('quote limits as each language writes numbers', () => {
    const price: Problem = { field: 'TargetPrice', code: 'OUT_OF_RANGE' }
    expect(message('es', price)).toBe(
      'El campo «Precio objetivo por unidad» debe estar entre 0,01 y 10\u00a0000.',
    )
    expect(message('en', price)).toBe('Target price per piece must be between 0.01 and 10,000.')
    const quantity: Problem = { field: 'Line1QtyM', code: 'OUT_OF_RANGE' }
    expect(message('es', quantity)).toBe(
      'El campo «Línea 1: cantidad en talla M» debe estar entre 0 y 100\u00a0000.',
    )
    const notes: Problem = { field: 'Notes', code: 'TOO_LONG' }
    expect(message('es', notes)).toBe(
      'El campo «Observaciones» es demasiado largo (máximo 5000\u00a0caracteres).',
    )
    const roster: Problem = { field: 'Roster', code: 'TOO_LONG' }
    expect(message('es', roster)).toBe(
      'El campo «Lista de jugadores» es demasiado largo (máximo 16\u00a0000\u00a0caracteres).',
    )
    expect(message('en', roster)).toBe('Roster is too long (at most 16,000\u00a0characters).')
  })

  it('name a date field once, not "the date of «Date»"', () => {
    expect(message('es', { field: 'InHandsDate', code: 'DATE_PASSED' })).toBe(
      'El campo «Fecha de entrega» debe ser hoy o una fecha posterior.',
    )
    expect(message('es', { field: 'InHandsDate', code: 'DATE_TOO_FAR' })).toBe(
      'El campo «Fecha de entrega» debe ser una fecha de los próximos tres años.',
    )
    expect(message('en', { field: 'InHandsDate', code: 'DATE_PASSED' })).toBe(
      'In-hands date cannot be in the past.',
    )
  })

  it("give the roster's rules from the code that reads it", () => {
    expect(message('es', { field: 'Roster', code: 'INVALID_ROSTER' })).toBe(
      'Cada fila de la lista de jugadores debe llevar una de las tallas del formulario y un nombre (30\u00a0caracteres como máximo) o un dorsal del 0 al 999, separados por tabuladores, comas o punto y coma. Se admiten 200 filas como máximo.',
    )
  })

  it('follow one another in the toast as sentences, never joined by commas', () => {
    const problems: Problem[] = [
      { field: 'Phone', code: 'REQUIRED_FIELD_EMPTY' },
      { field: 'Email', code: 'TYPE_EMAIL' },
    ]
    const toast = (locale: Locale) =>
      translate(locale)('forms.rejectedText', {
        messages: problemsText(translate(locale), locale, quoteForm, problems),
      })
    expect(toast('es')).toBe(
      'Revise estos datos: El campo «Teléfono» es obligatorio. El campo «Correo electrónico» no contiene una dirección válida (por ejemplo, nombre@empresa.com).',
    )
    expect(toast('en')).toBe(
      'Please fix the issues: Phone Number is required. Email Address must be a valid e-mail address.',
    )
  })
})

describe('the delivery plan in sentences', () => {
  const today = '2027-01-04'
  const sentences = (locale: Locale, inHands: string, sample = true) =>
    planSentences(planOrder({ inHands, today, sample })!, translate(locale), locale)

  it('says there is time, and by when to confirm, with the dates read in running text', () => {
    expect(sentences('es', '2027-06-30')).toEqual({
      verdict: 'Hay tiempo de sobra para enviarlo por transporte marítimo.',
      deadline:
        'Confirme el pedido a más tardar el lunes 22 de marzo de 2027 para enviarlo por transporte marítimo.',
      stages:
        'Calculado con los plazos máximos: muestra, 10\u00a0días; aprobación, 5; producción, 45; envío por transporte marítimo, 40. Total: 100\u00a0días.',
    })
    expect(sentences('en', '2027-06-30')).toEqual({
      verdict: 'There is time to ship by sea.',
      deadline: 'Confirm the order by Monday 22 March 2027 to ship by sea freight.',
      stages:
        'Counted at the longest: sample, 10\u00a0days; approval, 5; production, 45; shipping by sea freight, 40. Total: 100\u00a0days.',
    })
  })

  it('says when only air makes it', () => {
    expect(sentences('es', '2027-03-20', false)).toEqual({
      verdict: 'El plazo es justo y solo se llega a tiempo por carga aérea.',
      deadline:
        'Confirme el pedido a más tardar el martes 26 de enero de 2027 para enviarlo por carga aérea.',
      stages:
        'Calculado con los plazos máximos: producción, 45\u00a0días; envío por carga aérea, 8. Total: 53\u00a0días.',
    })
    expect(sentences('en', '2027-03-20', false).verdict).toBe(
      'The date is tight and only air freight makes it.',
    )
  })

  it('says when it is too soon, and the earliest date', () => {
    expect(sentences('es', '2027-02-01')).toMatchObject({
      verdict: 'La fecha es demasiado próxima, incluso por carga aérea.',
      deadline:
        'La fecha de entrega más temprana posible es el sábado 13 de marzo de 2027, si confirma hoy y se envía por carga aérea.',
    })
    expect(sentences('en', '2027-02-01')).toMatchObject({
      verdict: 'The date is too soon, even by air.',
      deadline:
        'The earliest in-hands date is Saturday 13 March 2027, confirming today and shipping by air freight.',
    })
  })
})
