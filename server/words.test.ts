import { describe, expect, it } from 'vitest'
import { facts, formatNumber } from '../app/content/figures'
import { wordsIn } from './words'

/** A figure as the words print it, kept to the unit after it ("24 hours" never breaks). */
const figure = (value: number, locale: 'en' | 'es') => `${formatNumber(value, locale)}\u00a0`

describe("the server's words", () => {
  it('fills a figure by its name, in both languages', () => {
    expect(wordsIn('en').t('mail:welcome.quoteHint')).toBe(
      `Planning an order already? Send us your design and get a quotation within ${figure(facts.replyHours, 'en')}hours.`,
    )
    expect(wordsIn('es').t('mail:welcome.quoteHint')).toBe(
      `¿Ya está preparando un pedido? Envíenos su diseño y reciba un presupuesto en menos de ${figure(facts.replyHours, 'es')}horas.`,
    )
  })

  it('fills what the caller gives beside the figures', () => {
    expect(wordsIn('en').t('mail:sales.heading', { form: 'enquiry', reference: 'SS-4F7K2QXM' })).toBe(
      'New enquiry SS-4F7K2QXM',
    )
    expect(wordsIn('es').t('mail:ack.subject.quote', { reference: 'SS-4F7K2QXM' })).toBe(
      'Hemos recibido su solicitud de presupuesto (SS-4F7K2QXM)',
    )
  })

  it('gives a block of lines whole, each filled', () => {
    const steps = wordsIn('es').t('mail:ack.privacy.next', { returnObjects: true })
    expect(steps).toHaveLength(3)
    expect(steps[1]).toContain(`en un plazo de ${figure(facts.privacyReplyDays, 'es')}días`)
    expect(steps.join(' ')).not.toMatch(/\{\{|\}\}/)
  })

  it('reads the interface strings the forms show with the same t', () => {
    expect(wordsIn('en').t('forms.newsletter.consent.newsletter-2026-11')).toMatch(
      /^By subscribing, you agree to receive our newsletter by e-mail/,
    )
    expect(wordsIn('es').t('forms.quote.summaryText.yes')).toBe(
      wordsIn('es').translate('forms.quote.summaryText.yes'),
    )
  })

  it('names a chosen option as the form does, and nothing for a value that is none of them', () => {
    expect(wordsIn('en').optionLabel('contact', 'productType', 'custom')).toBe('Custom Products')
    expect(wordsIn('es').optionLabel('contact', 'productType', 'custom')).toBe('Productos personalizados')
    expect(wordsIn('es').optionLabel('quote', 'color', '#001f5b')).toBe('Azul marino')
    expect(wordsIn('en').optionLabel('contact', 'productType', 'rockets')).toBeUndefined()
  })

  it("words a field's label and a problem with it, in the visitor's language", () => {
    expect(wordsIn('es').fieldLabel('quote', 'email')).toBe('Correo electrónico')
    expect(wordsIn('es').problemMessage('quote', { field: 'Email', code: 'REQUIRED_FIELD_MISSING' })).toBe(
      'El campo «Correo electrónico» es obligatorio.',
    )
  })

  it('writes a day and a moment as the UK office reads them, across midnight in summer time', () => {
    const lateInLondon = '2026-07-01T23:30:00.000Z'
    expect(wordsIn('en').ukDate(lateInLondon)).toBe('2 July 2026')
    expect(wordsIn('es').ukDate(lateInLondon)).toBe('2 de julio de 2026')
    expect(wordsIn('en').ukTime(lateInLondon)).toBe('Thursday, 2 July 2026 at 00:30')
  })

  it('refuses a key that is in neither module, and shows it as its key', () => {
    const { t } = wordsIn('en')
    // @ts-expect-error: no such word; the typecheck fails if this line ever compiles.
    expect(t('mail:ack.noSuchWord')).toBe('ack.noSuchWord')
  })
})
