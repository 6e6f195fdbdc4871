import { describe, expect, it } from 'vitest'
import { splitOnStandards } from './standard-mentions'

const standards = [
  { id: 'iso-9001', name: 'ISO 9001:2015' },
  { id: 'oeko-tex', name: 'OEKO-TEX' },
  { id: 'wrap', name: 'WRAP' },
  { id: 'iso-9001-short', name: 'ISO 9001' },
]

describe('finding the standards copy names', () => {
  it('cuts a sentence at each name, keeping every word around them', () => {
    expect(splitOnStandards('Made to ISO 9001:2015, OEKO-TEX and WRAP.', standards)).toEqual([
      { text: 'Made to ' },
      { text: 'ISO 9001:2015', certificate: 'iso-9001' },
      { text: ', ' },
      { text: 'OEKO-TEX', certificate: 'oeko-tex' },
      { text: ' and ' },
      { text: 'WRAP', certificate: 'wrap' },
      { text: '.' },
    ])
  })

  it('takes the longest name that starts at a place, and only whole words', () => {
    expect(splitOnStandards('WRAPPED in ISO 9001:2015 and ISO 9001 rules', standards)).toEqual([
      { text: 'WRAPPED in ' },
      { text: 'ISO 9001:2015', certificate: 'iso-9001' },
      { text: ' and ' },
      { text: 'ISO 9001', certificate: 'iso-9001-short' },
      { text: ' rules' },
    ])
  })

  it('leaves copy without a standard whole, the empty string included', () => {
    expect(splitOnStandards('Samples in 7-10 days', standards)).toEqual([{ text: 'Samples in 7-10 days' }])
    expect(splitOnStandards('', standards)).toEqual([{ text: '' }])
    expect(splitOnStandards('OEKO-TEX', standards)).toEqual([{ text: 'OEKO-TEX', certificate: 'oeko-tex' }])
  })

  it('reads a long hostile string in one pass', () => {
    const text = `${'WRAPx'.repeat(20_000)} WRAP`
    const pieces = splitOnStandards(text, standards)
    expect(pieces.at(-1)).toEqual({ text: 'WRAP', certificate: 'wrap' })
    expect(pieces.map((piece) => piece.text).join('')).toBe(text)
  })
})
