import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/config'
import { en } from '~/i18n/en'
import { mail as enMail } from '~/i18n/en-mail'
import { es } from '~/i18n/es'
import { mail as esMail } from '~/i18n/es-mail'
import { pageContents, stringsIn } from '~/testing/page-contents'
import { facts, formatFigure, formatNumber, measures, stats, type MeasureId } from './figures'
import { figureText } from './figure-text'
import { contentFor } from './page-content'
import { placeholdersContent } from './placeholders'

describe('figures', () => {
  it('say "more than" in an English sentence and keep the sign on an English tile', () => {
    expect(formatFigure(stats.yearsExperience, 'en', 'prose')).toBe('more than 15')
    expect(formatFigure(stats.productsDelivered, 'en', 'prose')).toBe('more than a million')
    expect(formatFigure(stats.yearsExperience, 'en', 'tile')).toBe('15+')
    expect(formatFigure(stats.productsDelivered, 'en', 'tile')).toBe('1M+')
  })

  it('say "más de" in a Spanish sentence and put the sign first on a Spanish tile', () => {
    expect(formatFigure(stats.countriesServed, 'es', 'prose')).toBe('más de 50')
    expect(formatFigure(stats.productsDelivered, 'es', 'prose')).toBe('más de un millón')
    expect(formatFigure(stats.countriesServed, 'es', 'tile')).toBe('+50')
    expect(formatFigure(stats.productsDelivered, 'es', 'tile')).toBe('+1 millón')
  })

  it('group Spanish thousands with a space from five digits, as the RAE writes them', () => {
    expect(formatNumber(50_000, 'es')).toBe('50\u00a0000')
    expect(formatNumber(5_000, 'es')).toBe('5000')
    expect(formatNumber(50_000, 'en')).toBe('50,000')
    expect(formatFigure(facts.monthlyCapacity, 'es', 'tile')).toBe('+50\u00a0000')
  })

  it('join a million to its noun with "de" in Spanish', () => {
    expect(figureText('es').products).toBe('más de un millón de productos')
    expect(figureText('en').products).toBe('more than a million products')
  })
})

describe('every figure a visitor reads', () => {
  /**
   * A number typed next to a unit or a span of time: "160-220 gsm", "25-40 días", "100 %", "24 h".
   * Such a figure belongs in figures.ts, quoted through `{{name}}`, so two pages can never differ.
   */
  const typedFigure =
    /(?<![\d.,])\d[\d.,]*(?:\s?[-–]\s?\d[\d.,]*)?\s?(?:%|°C|°F|g\/m²|gsm|mm|cm|kg|oz|inch|pulgadas|h|MB|kB|px|ppp|ppi|dpi|días|days|horas|hours|años|years|semanas|weeks|meses|months)(?![\p{L}\p{N}])/u

  const copy: Array<[string, string]> = [
    ...pageContents.flatMap((page) =>
      (['en', 'es'] as const).flatMap((locale) => stringsIn(page.words[locale], `${page.id} (${locale})`)),
    ),
    ...stringsIn(en, 'i18n/en'),
    ...stringsIn(es, 'i18n/es'),
    ...stringsIn(enMail, 'i18n/en-mail'),
    ...stringsIn(esMail, 'i18n/es-mail'),
  ]

  /** A range typed bare, its unit said earlier in the sentence ("…air in 5-8 and sea in 25-40"); not a Pantone code. */
  const typedRange = /(?<![\p{L}\p{N}{#-])\d+[-–]\d+(?![\p{L}\p{N}]| TCX)/u

  it('comes from figures.ts: no copy types a number beside its unit, or a range of them', () => {
    expect(copy.length).toBeGreaterThan(2000)
    const typed = copy.flatMap(([where, text]) => {
      const match = typedFigure.exec(text) ?? typedRange.exec(text)
      return match ? [`${where}: ${match[0]}`] : []
    })
    expect(typed).toEqual([])
  })

  it('stays on one line with its unit, in every string as it is printed', () => {
    const printed = (['en', 'es'] as const).flatMap((locale) => [
      ...pageContents.flatMap((page) => stringsIn(contentFor(page, locale), page.id)),
      ...stringsIn(i18nFor(locale).t('forms', { returnObjects: true }), `forms (${locale})`),
      ...stringsIn(i18nFor(locale).t('pages', { returnObjects: true }), `pages (${locale})`),
      ...Object.keys(measures).map((id): [string, string] => [id, figureText(locale)[id as MeasureId]]),
    ])
    const split = printed.flatMap(([where, text]) => {
      const match = / (?:%|°C|g\/m²|gsm|mm|cm|oz|h|MB|ppp|dpi|días|days|horas|hours)(?![\p{L}\p{N}])/u.exec(
        text,
      )
      return match && /\d$/.test(text.slice(0, match.index))
        ? [`${where}: …${text.slice(Math.max(0, match.index - 20), match.index + 10)}…`]
        : []
    })
    expect(split).toEqual([])
  })

  it('writes measurements as each language does, unit and all', () => {
    expect(figureText('en').combedCottonJerseyWeight).toBe('160-220\u00a0gsm')
    expect(figureText('es').combedCottonJerseyWeight).toBe('160-220\u00a0g/m²')
    expect(figureText('en').elastaneShare).toBe('18-25%')
    expect(figureText('es').elastaneShare).toBe('18-25\u00a0%')
    expect(figureText('en').waterproofRating).toBe('more than 5,000\u00a0mm')
    expect(figureText('es').waterproofRating).toBe('más de 5000\u00a0mm')
    expect(figureText('en').basketballInseam).toBe('9-11\u00a0inch')
    expect(figureText('es').basketballInseam).toBe('23-28\u00a0cm')
  })

  it('gives sea freight one figure, in the copy, the form and the planner', () => {
    const sea = `${facts.shippingDays.sea.from}-${facts.shippingDays.sea.to}`
    const delivery = contentFor(placeholdersContent, 'es').delivery.cards.items
    expect(delivery.map((card) => card.text).join(' ')).toContain(`transporte marítimo en ${sea}`)
    expect(i18nFor('es').t('forms.quote.shippingOptions.sea', { days: sea })).toBe(
      `Transporte marítimo (${sea}\u00a0días)`,
    )
  })
})
