import { describe, expect, it } from 'vitest'
import { styleQuotePath } from '../paths'
import { maxStyleQueryLength, readStyleQuery } from './style-query'

const queryOf = (path: string) => path.slice(path.indexOf('?'), path.indexOf('#'))

describe('readStyleQuery', () => {
  it('reads the query of a style’s quote link whole', () => {
    const path = styleQuotePath({ code: 'SS-SOC-101', productType: 'jersey', fabric: 'polyester-mesh' })
    expect(readStyleQuery(queryOf(path))).toEqual({
      style: 'SS-SOC-101',
      productType: 'jersey',
      fabric: 'polyester-mesh',
    })
  })

  it('keeps the values it knows and drops the others', () => {
    expect(readStyleQuery('?style=SS-SOC-101&product=spacesuit&fabric=unobtainium')).toEqual({
      style: 'SS-SOC-101',
    })
    expect(readStyleQuery('?style=nonsense&product=hoodie')).toEqual({ productType: 'hoodie' })
  })

  it('reads nothing from an address with none of its values', () => {
    expect(readStyleQuery('')).toBeUndefined()
    expect(readStyleQuery('?utm_source=newsletter')).toBeUndefined()
    expect(readStyleQuery('?product=&fabric=&style=')).toBeUndefined()
  })

  it('refuses markup, script and look-alike codes typed into the address', () => {
    for (const style of [
      '<img src=x onerror=alert(1)>',
      'SS-SOC-101<script>',
      '"><svg/onload=alert(1)>',
      'SS-SOC-101\n',
      ' SS-SOC-101',
      'ss-soc-101',
      'SS-SOC-101-1',
      'SS—SOC—101',
      'ＳＳ-SOC-101',
    ]) {
      expect(readStyleQuery(`?${new URLSearchParams({ style })}`), style).toBeUndefined()
    }
    expect(readStyleQuery('?product=jersey%3Cscript%3E&fabric=linen"')).toBeUndefined()
    expect(readStyleQuery('?product=__proto__&fabric=constructor')).toBeUndefined()
  })

  it('refuses an overlong code and does not read an overlong query at all', () => {
    expect(readStyleQuery(`?style=SSSS-SOCC-${'1'.repeat(40)}`)).toBeUndefined()
    const padded = `?style=SS-SOC-101&product=jersey&x=${'a'.repeat(maxStyleQueryLength)}`
    expect(readStyleQuery(padded)).toBeUndefined()
    expect(readStyleQuery(`?style=SS-SOC-101&${'style=AA-BBB-22&'.repeat(50)}`)).toBeUndefined()
  })

  it('takes the first of repeated values, as a link of ours never repeats one', () => {
    expect(readStyleQuery('?product=jersey&product=hoodie')).toEqual({ productType: 'jersey' })
  })
})
