import { describe, expect, it } from 'vitest'
import { facts, formatFigure, formatNumber, stats } from './figures'
import { figureText } from './figure-text'

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
