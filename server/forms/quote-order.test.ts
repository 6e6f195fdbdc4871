import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { listLeads } from '../store/leads'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'

let dataDir: string
let app: FastifyInstance

/** A day this many days from now, as a date input sends it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const inHands = daysAhead(200)

const buyer = { CustomerName: 'Lucía Martín', Email: 'lucia@club.example', Phone: '+34 600 000 000' }

const twoLines = {
  ...buyer,
  Line1ProductType: 'jersey',
  Line1Color: '#001F5B',
  Line1Fabric: 'polyester-mesh',
  Line1Decoration: 'sublimation',
  Line1Placement: 'front',
  Line1QtyS: '10',
  Line1QtyM: '25',
  Line1QtyYM: '5',
  Line2ProductType: 'shorts',
  Line2Pantone: 'PMS 286 C',
  Line2QtyM: '30',
  Roster: 'Name\tNumber\tSize\nMuñoz\t7\tM\nGarcía\t10\tS',
  InHandsDate: inHands,
  Shipping: 'sea',
  Sample: 'yes',
  TargetPrice: '12.50',
  Currency: 'EUR',
  Destination: 'Valencia, España',
}

function multipart(fields: Record<string, string>, boundary = 'b0undary') {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  }
}

const postQuote = (fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/forms/quote', ...multipart(fields) })

const problemsOf = async (fields: Record<string, string>) => {
  const response = await postQuote(fields)
  expect(response.statusCode).toBe(422)
  return (response.json().errors as Array<{ field: string; code: string }>).map((e) => `${e.field}:${e.code}`)
}

const leads = () => withStore({ dataDir: dataDir }, (db) => listLeads(db, { includeSpam: true }))

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quote-order-'))
  app = await buildApp(testEnv({ DATA_DIR: dataDir, FORMS_RATE_LIMIT: '0' }))
})
afterEach(async () => {
  await app.close()
})

describe('a quotation with an order', () => {
  it('stores the order structured, with ProductType, Color and Size taken from its first line', async () => {
    const answer = await postQuote(twoLines)
    expect(answer.json()).toMatchObject({ ok: true })
    const [lead] = await leads()
    expect(lead!.payload).toMatchObject({ ProductType: 'jersey', Color: '#001F5B', Size: 'M' })
    expect(lead!.order).toMatchObject({
      lines: [
        {
          line: 1,
          productType: 'jersey',
          fabric: 'polyester-mesh',
          decoration: 'sublimation',
          placement: 'front',
          quantities: { S: 10, M: 25, YM: 5 },
          total: 40,
        },
        { line: 2, productType: 'shorts', pantone: 'PMS 286 C', quantities: { M: 30 }, total: 30 },
      ],
      roster: {
        rows: [
          { name: 'Muñoz', number: '7', size: 'M' },
          { name: 'García', number: '10', size: 'S' },
        ],
        unreadable: [],
      },
      inHandsDate: inHands,
      shipping: 'sea',
      sample: 'yes',
      targetPrice: { amount: 12.5, currency: 'EUR' },
      destination: 'Valencia, España',
      total: 70,
    })
  })

  it('keeps only what was filled: no empty line fields in the stored lead', async () => {
    await postQuote(twoLines)
    const [lead] = await leads()
    expect(Object.keys(lead!.payload).filter((name) => name.startsWith('Line3'))).toEqual([])
    expect(lead!.payload).not.toHaveProperty('Line1QtyXL')
  })

  it('derives ProductType, Color and Size over whatever was posted for them', async () => {
    await postQuote({ ...twoLines, ProductType: 'cap', Color: '#000000', Size: 'XS' })
    const [lead] = await leads()
    expect(lead!.payload).toMatchObject({ ProductType: 'jersey', Color: '#001F5B', Size: 'M' })
  })

  it('keeps ProductType, Color and Size as posted by a hosted form client, with no order', async () => {
    await postQuote({ ...buyer, ProductType: 'cap', Color: '#000000', Size: 'XS' })
    const [lead] = await leads()
    expect(lead!.payload).toMatchObject({ ProductType: 'cap', Color: '#000000', Size: 'XS' })
    expect(lead!.order).toBeUndefined()
  })

  it('writes the summary itself, in the buyer language, over whatever was posted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      ...multipart({ ...twoLines, Summary: 'Please send 1 million free shirts' }),
      headers: { ...multipart({}).headers, 'accept-language': 'es-ES' },
    })
    expect(response.statusCode).toBe(200)
    const [lead] = await leads()
    const summary = lead!.payload.Summary!
    expect(summary).not.toMatch(/free shirts/)
    expect(summary).toContain('Tallas: 10 × S · 25 × M · 5 × YM (8-9\u00a0años)')
    expect(summary).toContain('MUÑOZ · 7 · M')
    expect(summary).toMatch(/Sublimación/i)
    expect(summary).toMatch(/70\u00a0unidades/)
  })

  it('drops a posted summary when there is no order to sum up', async () => {
    await postQuote({ ...buyer, Summary: 'Visit cheap-pills.example' })
    const [lead] = await leads()
    expect(lead!.payload).not.toHaveProperty('Summary')
  })

  it('gives a line without a colour "Not Selected" as its Color', async () => {
    await postQuote({ ...buyer, Line1ProductType: 'hoodie', Line1QtyL: '300' })
    const [lead] = await leads()
    expect(lead!.payload).toMatchObject({ ProductType: 'hoodie', Color: 'Not Selected', Size: 'L' })
  })
})

describe('refused orders', () => {
  it('refuses quantities that are not whole numbers in range', async () => {
    expect(
      await problemsOf({
        ...buyer,
        Line1QtyS: '-1',
        Line1QtyM: '2.5',
        Line1QtyL: '100001',
        Line2QtyXL: 'ten',
      }),
    ).toEqual([
      'Line1QtyS:NOT_A_NUMBER',
      'Line1QtyM:NOT_A_NUMBER',
      'Line1QtyL:OUT_OF_RANGE',
      'Line2QtyXL:NOT_A_NUMBER',
    ])
  })

  it('refuses options the builder does not offer', async () => {
    expect(
      await problemsOf({
        ...buyer,
        Line1ProductType: 'tent',
        Line1Fabric: 'gold-lame',
        Line1Decoration: 'engraving',
        Line1Placement: 'hat',
        Shipping: 'rail',
        Currency: 'BTC',
        Sample: 'maybe',
      }),
    ).toEqual([
      'Line1ProductType:INVALID_OPTION',
      'Line1Fabric:INVALID_OPTION',
      'Line1Decoration:INVALID_OPTION',
      'Line1Placement:INVALID_OPTION',
      'Shipping:INVALID_OPTION',
      'Sample:INVALID_OPTION',
      'Currency:INVALID_OPTION',
    ])
  })

  it('refuses in-hands dates in the past, too far ahead or not dates at all', async () => {
    expect(await problemsOf({ ...buyer, InHandsDate: daysAhead(-2) })).toEqual(['InHandsDate:DATE_PASSED'])
    expect(await problemsOf({ ...buyer, InHandsDate: daysAhead(1200) })).toEqual(['InHandsDate:DATE_TOO_FAR'])
    expect(await problemsOf({ ...buyer, InHandsDate: '2027-02-30' })).toEqual(['InHandsDate:INVALID_DATE'])
    expect(await problemsOf({ ...buyer, InHandsDate: 'next week' })).toEqual(['InHandsDate:INVALID_DATE'])
  })

  it('refuses a target price that is not an amount with cents at most', async () => {
    expect(await problemsOf({ ...buyer, TargetPrice: '0' })).toEqual(['TargetPrice:OUT_OF_RANGE'])
    expect(await problemsOf({ ...buyer, TargetPrice: '9.999' })).toEqual(['TargetPrice:NOT_A_NUMBER'])
    expect(await problemsOf({ ...buyer, TargetPrice: '1e3' })).toEqual(['TargetPrice:NOT_A_NUMBER'])
  })

  it('refuses a roster with a row it cannot read, and says so in the buyer language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      ...multipart({ ...buyer, Roster: 'Muñoz, 7, M\njust a sentence about the kit' }),
      headers: { ...multipart({}).headers, 'accept-language': 'es' },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        field: 'Roster',
        code: 'INVALID_ROSTER',
        message: expect.stringMatching(/talla/),
      }),
    ])
    expect(await leads()).toEqual([])
  })

  it('names a refused line field by its line and size', async () => {
    const response = await postQuote({ ...buyer, Line2QtyXL: '-3' })
    expect(response.json().errors[0].message).toBe('Line 2: quantity in size XL must be a number.')
  })
})

describe('a quotation naming styles, asking for a sample, or repeating an earlier request', () => {
  it('stores each line’s style code, in capitals, and what of it to sample', async () => {
    const answer = await postQuote({
      ...twoLines,
      Line1Style: ' ss-soc-101 ',
      Line1Sample: 'size-set',
      Line2Sample: 'M',
    })
    expect(answer.json()).toMatchObject({ ok: true })
    const [lead] = await leads()
    expect(lead!.payload.Line1Style).toBe('SS-SOC-101')
    expect(lead!.order!.lines[0]).toMatchObject({ style: 'SS-SOC-101', sample: 'size-set' })
    expect(lead!.order!.lines[1]).toMatchObject({ sample: 'M' })
    expect(lead!.payload.Summary).toContain('Style code: SS-SOC-101')
    expect(lead!.payload.Summary).toContain('SAMPLE REQUEST before the order')
  })

  it('refuses a style code that is not one, as an attacker would send it', async () => {
    for (const style of ['<script>alert(1)</script>', 'SS-SOC-101"><b>', 'A'.repeat(5000), 'SS_SOC_101'])
      expect(await problemsOf({ ...twoLines, Line1Style: style }), style).toEqual([
        style.length > 16 ? 'Line1Style:TOO_LONG' : 'Line1Style:INVALID_STYLE_CODE',
      ])
    expect(await problemsOf({ ...twoLines, Line1Sample: 'XXXXL' })).toEqual(['Line1Sample:INVALID_OPTION'])
  })

  it('links a repeat to the request whose status token it carries, and stores no token', async () => {
    await postQuote(twoLines)
    const [first] = await leads()
    await postQuote({ ...twoLines, RepeatOf: first!.statusToken! })
    const second = (await leads()).find((lead) => lead.id !== first!.id)!
    expect(second.repeatOf).toBe(first!.id)
    expect(second.order!.repeatOf).toBe(first!.reference)
    expect(JSON.stringify(second.payload)).not.toContain(first!.statusToken!)
    expect(second.payload.Summary).toContain(`Repeat of ${first!.reference}`)
  })

  it('takes a repeat whose token opens nothing as a new request, linked to none', async () => {
    for (const token of ['x'.repeat(32), '../../admin', '1']) {
      const answer = await postQuote({ ...twoLines, RepeatOf: token })
      expect(answer.json()).toMatchObject({ ok: true })
    }
    for (const lead of await leads()) {
      expect(lead.repeatOf).toBeUndefined()
      expect(lead.payload).not.toHaveProperty('RepeatOf')
    }
  })
})
