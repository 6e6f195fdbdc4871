import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseFile, openDatabase } from '../server/db'
// @ts-expect-error: a plain JavaScript module run by node
import { readLeads, readOptions, toCsv } from './leads.mjs'

function database() {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-'))
  const store = openDatabase(dir)
  store.insert([
    {
      form: 'contact',
      payload: { name: 'Jane, "JJ" Smith', email: 'jane@club.example', message: '=HYPERLINK("x")' },
    },
    { form: 'newsletter', payload: { email: 'buyer@shop.example' } },
    { form: 'contact', payload: { name: 'Bot', email: 'bot@spam.example', _gotcha: 'x' }, spam: true },
  ])
  store.close()
  return path.join(dir, databaseFile)
}

describe('npm run leads', () => {
  it('lists one form without its spam', () => {
    const leads = readLeads(database(), readOptions(['--form', 'contact']))
    expect(leads.map((lead: { name: string }) => lead.name)).toEqual(['Jane, "JJ" Smith'])
  })

  it('includes spam only when asked', () => {
    expect(readLeads(database(), readOptions(['--spam']))).toHaveLength(3)
  })

  it('filters by date', () => {
    expect(readLeads(database(), readOptions(['--since', '2999-01-01']))).toEqual([])
  })

  it('writes CSV a spreadsheet opens safely', () => {
    const csv = toCsv(readLeads(database(), readOptions(['--form', 'contact'])))
    const [header, row] = csv.split('\r\n')
    expect(header).toBe('id,form,createdAt,spam,userAgent,name,email,message')
    expect(row).toContain('"Jane, ""JJ"" Smith",jane@club.example,"\'=HYPERLINK(""x"")"')
  })

  it('refuses an unknown form or format', () => {
    expect(() => readOptions(['--form', 'orders'])).toThrow(/--form/)
    expect(() => readOptions(['--format', 'xml'])).toThrow(/--format/)
  })
})
