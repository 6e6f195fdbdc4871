import { describe, expect, it } from 'vitest'
import { parseMail, tally, type Lead, type Received, type Result } from './tally.mjs'

const sales = 'sales@bench.example'
const mail = (reference: string, kind: string, job: number, to: string): Received => ({
  headers: `From: x@example.com\r\nMessage-ID:\r\n <${reference}-${kind}-${job}@example.com>\r\nSubject: s`,
  to: [to],
})
const answer = (index: number, reference: string): Result => ({
  index,
  form: 'contact',
  email: `buyer${index}@x.example`,
  status: 200,
  ms: 10,
  reference,
})
const lead = (reference: string, index: number): Lead => ({
  reference,
  spam: false,
  email: `buyer${index}@x.example`,
})
const outbox = (retaken = 0, skipped = 0) => ({
  count: (state?: string) => (state === 'skipped' ? skipped : 0),
  retaken,
})
const value = (rows: Array<[string, string | number, string]>, start: string) =>
  rows.find(([measure]) => measure.startsWith(start))?.[1]

describe('parseMail', () => {
  it('reads the lead, kind and job from a folded Message-ID', () => {
    expect(parseMail(mail('SS-4F7K2QXM', 'ack', 12, 'a@b.example'))).toEqual({
      reference: 'SS-4F7K2QXM',
      kind: 'ack',
      job: '12',
      to: ['a@b.example'],
    })
  })
})

describe('tally', () => {
  const load = { results: [answer(1, 'SS-AAAAAAAA'), answer(2, 'SS-BBBBBBBB')], seconds: 1, rate: 2 }
  const crash = { from: 0, to: 1 }
  const mails = [
    mail('SS-AAAAAAAA', 'notify', 1, sales),
    mail('SS-AAAAAAAA', 'ack', 2, 'buyer1@x.example'),
    mail('SS-BBBBBBBB', 'notify', 3, sales),
    mail('SS-BBBBBBBB', 'ack', 4, 'buyer2@x.example'),
  ]
  const proxy = { retried: 0, failed: 0 }

  it('counts a 200 whose lead is missing as lost', () => {
    const result = tally({
      load,
      crash,
      leads: [lead('SS-AAAAAAAA', 1)],
      mails,
      outbox: outbox(),
      sales,
      proxy,
    })
    expect(result.lost).toBe(1)
  })

  it('expects one acknowledgement per address when a retried request stored a lead twice', () => {
    const leads = [lead('SS-AAAAAAAA', 1), lead('SS-BBBBBBBB', 2), lead('SS-CCCCCCCC', 2)]
    const withRetry = [...mails, mail('SS-CCCCCCCC', 'notify', 5, sales)]
    const result = tally({ load, crash, leads, mails: withRetry, outbox: outbox(0, 1), sales, proxy })
    expect(result).toMatchObject({ lost: 0, mailsOk: true })
    expect(value(result.rows, '… of them a retry')).toBe(1)
  })

  it('accepts a duplicate only as far as jobs were claimed again', () => {
    const leads = [lead('SS-AAAAAAAA', 1), lead('SS-BBBBBBBB', 2)]
    const twice = [...mails, mails[0]!]
    expect(tally({ load, crash, leads, mails: twice, outbox: outbox(1), sales, proxy })).toMatchObject({
      duplicates: 1,
      mailsOk: true,
    })
    expect(tally({ load, crash, leads, mails: twice, outbox: outbox(0), sales, proxy }).mailsOk).toBe(false)
  })

  it('refuses a mail to the wrong recipient', () => {
    const leads = [lead('SS-AAAAAAAA', 1), lead('SS-BBBBBBBB', 2)]
    const wrong = [...mails.slice(0, 3), mail('SS-BBBBBBBB', 'ack', 4, 'buyer1@x.example')]
    expect(tally({ load, crash, leads, mails: wrong, outbox: outbox(), sales, proxy }).mailsOk).toBe(false)
  })
})
