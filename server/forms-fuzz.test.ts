import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artworkTypes } from '../app/lib/order/artwork'
import { buildApp } from './app'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { adversarialHeads, multipartBody } from './test/artwork'
import { testEnv } from './test/env'
import { longestStallMs, stallCeilingMs } from './test/event-loop'

/**
 * Hostile and random bodies against the collector. Every one must get a 4xx JSON answer, nothing
 * rejected may be stored, the event loop is never held while the parsers read them, and the
 * collector must go on accepting a good submission afterwards.
 */

const forms = {
  contact: { name: 'Jane Smith', email: 'jane@club.example', message: '300 shirts.' },
  quote: { CustomerName: 'Jane Smith', Email: 'jane@club.example', Phone: '+44 20 7946 0111', Size: 'M' },
  newsletter: { email: 'jane@club.example' },
} as const
type Form = keyof typeof forms

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

const hostileValues = (rng: ReturnType<typeof random>): unknown[] => [
  'x'.repeat(70_000),
  'é'.repeat(6_000),
  12,
  -0,
  true,
  null,
  [],
  ['jane@club.example', 'b@club.example'],
  { $gt: '' },
  { nested: { deeper: { deepest: ['x'] } } },
  '<script>alert(1)</script>',
  '\u0000\u0001\u0002',
  String.fromCharCode(...Array.from({ length: 40 }, () => Math.floor(rng.next() * 0xd7ff))),
]

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

let app: FastifyInstance
let dataDir: string

async function storedCount() {
  return (await withStore({ dataDir: dataDir }, (db) => listLeads(db, { includeSpam: true }))).length
}

async function send(form: Form, payload: string | Buffer, contentType: string) {
  return app.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': contentType, accept: 'application/json' },
    payload,
  })
}

function multipart(fields: Array<[string, string]>, boundary = 'fuzzboundary') {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }
}

/** Every hostile body for one form, in the three encodings the collector reads. */
function hostileBodies(
  form: Form,
  seed: number,
): Array<{ label: string; body: string | Buffer; type: string }> {
  const rng = random(seed)
  const good = forms[form] as Record<string, string>
  const fields = Object.keys(good)
  const bodies: Array<{ label: string; body: string | Buffer; type: string }> = []
  const json = (label: string, value: unknown) =>
    bodies.push({
      label,
      body: typeof value === 'string' ? value : JSON.stringify(value),
      type: 'application/json',
    })

  for (const field of fields) {
    for (const value of hostileValues(rng)) {
      // A short string is only hostile where the value must be an address or a choice; in a text
      // field it is just text, which is stored as text and never rendered as markup.
      if (typeof value === 'string' && value.length < 6_000 && !/email|size/i.test(field)) continue
      json(`${field}=${JSON.stringify(value).slice(0, 40)}`, { ...good, [field]: value })
    }
  }
  for (const key of pollutionKeys) {
    json(`pollution ${key}`, `{"${key}": {"polluted": true}, "email": {"__proto__": {"polluted": true}}}`)
  }
  json('array body', [good])
  json('deep nesting', '['.repeat(50_000) + ']'.repeat(50_000))
  json('broken JSON', '{"email": "jane@club.example"')
  json('number body', '42')
  json('empty body', '')
  // A good submission but for bytes that are not UTF-8 in its first field.
  const [firstField, firstValue] = Object.entries(good)[0]!
  const [before, after] = JSON.stringify(good).split(firstValue)
  for (const bad of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
    const body = Buffer.concat([
      Buffer.from(`${before}${firstValue.slice(0, 3)}`),
      Buffer.from(bad),
      Buffer.from(`${firstValue.slice(3)}${after}`),
    ])
    bodies.push({ label: `invalid UTF-8 in ${firstField}: ${bad}`, body, type: 'application/json' })
  }
  const loneSurrogate = JSON.stringify(good).replace(firstValue, `${firstValue}\\ud800`)
  bodies.push({
    label: `half a surrogate pair in ${firstField}`,
    body: loneSurrogate,
    type: 'application/json',
  })
  bodies.push({
    label: 'invalid UTF-8 form',
    body: Buffer.concat([
      Buffer.from('email='),
      Buffer.from([0xff, 0xfe, 0x80]),
      Buffer.from('&name=%FF%FE'),
    ]),
    type: 'application/x-www-form-urlencoded',
  })
  bodies.push({
    label: 'urlencoded repeated',
    body: `${fields[0]}=a&${fields[0]}=b`,
    type: 'application/x-www-form-urlencoded',
  })
  bodies.push({
    label: 'urlencoded pollution',
    body: '__proto__[polluted]=true&constructor[prototype][polluted]=true',
    type: 'application/x-www-form-urlencoded',
  })
  const repeated = multipart([...Object.entries(good), [fields[0]!, 'again']])
  bodies.push({ label: 'multipart repeated', body: repeated.body, type: repeated.type })
  const huge = multipart([[fields[0]!, 'x'.repeat(20_000)]])
  bodies.push({ label: 'multipart huge field', body: huge.body, type: huge.type })
  bodies.push({
    label: 'multipart broken',
    body: '--fuzzboundary\r\nContent-Disposition: form-data; name="x"\r\n',
    type: 'multipart/form-data; boundary=fuzzboundary',
  })
  // Random bytes, in every encoding.
  for (let round = 0; round < 30; round++) {
    const bytes = Buffer.from(
      Array.from({ length: 1 + Math.floor(rng.next() * 400) }, () => Math.floor(rng.next() * 256)),
    )
    bodies.push({
      label: `random bytes ${round}`,
      body: bytes,
      type: rng.pick([
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=fuzzboundary',
      ]),
    })
  }
  return bodies
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forms-fuzz-'))
  app = await buildApp(testEnv({ DATA_DIR: dataDir }))
})
afterAll(async () => {
  await app.close()
})

describe('the collector under hostile input', () => {
  for (const form of Object.keys(forms) as Form[]) {
    it(`${form}: answers every hostile body with a 4xx JSON error and stores none of them`, async () => {
      const stall = await longestStallMs(async () => {
        for (const { label, body, type } of hostileBodies(form, 20261123)) {
          const response = await send(form, body, type)
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400)
          expect(response.statusCode, label).toBeLessThan(500)
          expect(response.headers['content-type'], label).toContain('application/json')
          expect(response.json(), label).toMatchObject({ error: expect.any(String) })
        }
      })
      expect(stall).toBeLessThan(stallCeilingMs)
      expect(await storedCount()).toBe(0)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }, 60_000)
  }

  it('quote: reads hostile and random artwork heads under every name without holding the event loop', async () => {
    const rng = random(20261127)
    // Without an address the quotation is refused whatever its files, so nothing is stored.
    const { Email: _left, ...fields } = forms.quote
    const heads = [
      ...adversarialHeads(),
      ...Array.from({ length: 40 }, (_, round) => ({
        label: `random head ${round}`,
        head: Buffer.from(Array.from({ length: 4096 }, () => Math.floor(rng.next() * 256))),
      })),
    ]
    const stall = await longestStallMs(async () => {
      for (const { label, head } of heads) {
        const ending = rng.pick(artworkTypes)
        const { payload, headers } = multipartBody(fields, [{ filename: `artwork.${ending}`, content: head }])
        const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
        expect(response.statusCode, `${label} as .${ending}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${label} as .${ending}`).toBeLessThan(500)
      }
    })
    expect(stall).toBeLessThan(stallCeilingMs)
    expect(await storedCount()).toBe(0)
  }, 60_000)

  it('still takes a good submission of every form afterwards', async () => {
    for (const form of Object.keys(forms) as Form[]) {
      const response = await send(form, JSON.stringify(forms[form]), 'application/json')
      expect(response.statusCode, form).toBe(200)
    }
    expect(await storedCount()).toBe(3)
  })
})
