import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/config'
import { locales, type Locale } from '~/lib/locale'
import { contactForm } from './contact'
import { fieldList } from './contract'
import { optionLabel, type Translate } from './messages'
import { newsletterForm } from './newsletter'
import { quoteForm } from './quote'

const translate =
  (locale: Locale): Translate =>
  (key, values) =>
    i18nFor(locale).t(key as never, values)

describe('the words of a choice’s options', () => {
  it('exist in both languages for every option of every field that names them', () => {
    for (const locale of locales) {
      for (const contract of [contactForm, quoteForm, newsletterForm])
        for (const field of fieldList(contract))
          if (field.kind === 'choice' && field.optionWords)
            for (const option of field.options) {
              const label = optionLabel(translate(locale), contract, field.key, option)
              // i18next answers a missing key with the key itself.
              expect(label, `${locale} ${contract.id}.${field.key} ${option}`).not.toContain(
                field.optionWords,
              )
            }
    }
  })

  it('read as the form shows them, a colour by its swatch’s name in either case of its code', () => {
    expect(optionLabel(translate('en'), contactForm, 'quantity', '5000+')).toBe('5,000+ pieces')
    expect(optionLabel(translate('es'), quoteForm, 'productType', 'hoodie')).toBe('Sudadera con capucha')
    expect(optionLabel(translate('es'), quoteForm, 'color', '#c8102e')).toBe('Rojo')
    expect(optionLabel(translate('en'), quoteForm, 'line1Color', '#C8102E')).toBe('Red')
  })

  it('are none for a value that is not an option, nor for a field that is no choice', () => {
    expect(optionLabel(translate('en'), contactForm, 'quantity', 'lots')).toBeUndefined()
    expect(optionLabel(translate('en'), contactForm, 'quantity', undefined)).toBeUndefined()
    expect(optionLabel(translate('en'), contactForm, 'name', 'Jane')).toBeUndefined()
  })

  it('are the option itself when the field names no words (a size)', () => {
    expect(optionLabel(translate('en'), quoteForm, 'size', 'XL')).toBe('XL')
  })
})
