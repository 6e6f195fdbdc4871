import { describe, expect, it } from 'vitest'
import { fieldList } from '../../app/lib/forms/contract'
import { formContracts } from '../../app/lib/forms/forms'
import { validate } from './schemas'

describe('a choice', () => {
  it('is matched whatever its case, so no two options of one field may differ only in case', () => {
    for (const contract of Object.values(formContracts)) {
      for (const field of fieldList(contract)) {
        if (field.kind !== 'choice') continue
        const options = [...field.options, field.fallback].filter(Boolean).map((o) => o!.toLowerCase())
        expect(new Set(options).size, field.name).toBe(options.length)
      }
    }
  })

  it('is stored as its table spells it', () => {
    const { values, problems } = validate('quote', {
      CustomerName: 'Jane',
      Email: 'jane@club.example',
      Phone: '+44 20 7946 0111',
      Color: ' #001f5b ',
      Line1Color: '#Ffffff',
      Currency: 'gbp',
      Shipping: 'AIR',
    })
    expect(problems).toEqual([])
    expect(values).toMatchObject({
      Color: '#001F5B',
      Line1Color: '#FFFFFF',
      Currency: 'GBP',
      Shipping: 'air',
    })
    expect(validate('quote', { Color: 'not selected' }).values.Color).toBe('Not Selected')
  })
})
