import { describe, expect, it } from 'vitest'
import { duplicateNumbers, parseRoster, printedName, sizeMismatches } from './roster'

describe('reading a roster', () => {
  it('reads rows pasted from a spreadsheet, skipping its headings', () => {
    const roster = parseRoster("Name\tNumber\tSize\r\nMuñoz\t7\tM\r\n\r\nO'Brien\t10\tyl\r\n")
    expect(roster.rows).toEqual([
      { name: 'Muñoz', number: '7', size: 'M' },
      { name: "O'Brien", number: '10', size: 'YL' },
    ])
    expect(roster.unreadable).toEqual([])
  })

  it('reads commas, semicolons, quotes, any column order and 2XL', () => {
    expect(parseRoster('"García", 9, XXL\n11;2xl;Pérez\nL, 4').rows).toEqual([
      { name: 'García', number: '9', size: 'XXL' },
      { name: 'Pérez', number: '11', size: 'XXL' },
      { name: '', number: '4', size: 'L' },
    ])
  })

  it('reads a youth size with its ages in brackets, as the builder and the size charts write it', () => {
    expect(parseRoster('Ana, 4, YM (8-9 años)\nBen\t5\tys (age 6-7)\nCat, 6, (8-9) YM').rows).toEqual([
      { name: 'Ana', number: '4', size: 'YM' },
      { name: 'Ben', number: '5', size: 'YS' },
    ])
    expect(parseRoster('Cat, 6, (8-9) YM').unreadable).toEqual([1])
  })

  it('flags rows without a size, or with neither a name nor a number', () => {
    const roster = parseRoster('Smith, 7, M\nJones, 8\nM\nA name far too long to fit across a shirt, 3, S')
    expect(roster.rows).toHaveLength(1)
    expect(roster.unreadable).toEqual([2, 3, 4])
  })

  it('keeps two hundred players at most', () => {
    const roster = parseRoster(Array.from({ length: 201 }, (_, i) => `P${i}, ${i % 999}, M`).join('\n'))
    expect(roster.rows).toHaveLength(200)
    expect(roster.tooLong).toBe(true)
  })
})

describe('checking a roster', () => {
  const rows = parseRoster('Ana, 7, M\nBea, 07, S\nCruz, 10, M\nDani, 10, L').rows

  it('finds numbers given twice, "07" and "7" alike', () => {
    expect(duplicateNumbers(rows)).toEqual(['07', '10'])
  })

  it('compares the players per size with the quantities ordered', () => {
    expect(sizeMismatches(rows, { S: 1, M: 2, XL: 1 })).toEqual([
      { size: 'L', players: 1, ordered: 0 },
      { size: 'XL', players: 0, ordered: 1 },
    ])
  })

  it('prints names in capitals as each language writes them', () => {
    expect(printedName('Muñoz', 'es')).toBe('MUÑOZ')
    expect(printedName('Ibáñez', 'en')).toBe('IBÁÑEZ')
  })
})
