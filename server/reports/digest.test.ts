import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { replyCapDefaults } from '../env'
import { setStatus } from '../store/lead-actions'
import { insertLeads, type NewLead } from '../store/leads'
import { withStore } from '../store/open'
import { testEnv } from '../test/env'
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher'
import { sampleEnquiry, sampleQuote } from '../test/samples'
import { createStaff } from '../test/staff'
import { queueDigest, weekToReport } from './digest'

describe('the week the digest reports on', () => {
  it('is last week, from Monday 07:00 UK time', () => {
    // 06:59 and 07:00 BST on Monday 31 August 2026.
    expect(weekToReport(new Date('2026-08-31T05:59:00Z'))).toBeUndefined()
    expect(weekToReport(new Date('2026-08-31T06:00:00Z'))).toBe('2026-08-24')
    expect(weekToReport(new Date('2026-09-06T22:59:00Z'))).toBe('2026-08-24')
    // In winter, 07:00 GMT; Sunday 23:30 GMT is still that week.
    expect(weekToReport(new Date('2026-11-30T06:59:00Z'))).toBeUndefined()
    expect(weekToReport(new Date('2026-11-30T07:00:00Z'))).toBe('2026-11-23')
    expect(weekToReport(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-16')
  })
})

/*
 * The week of Monday 24 August 2026 (the bank holiday is the Monday after): a quotation answered
 * in 4 working hours, one answered in 26 (missed), an enquiry of Saturday evening answered in 19
 * across Sunday and the holiday, and a newsletter signup; an enquiry of the next week is still
 * unanswered.
 */
describe('the weekly digest', { timeout: 60_000 }, () => {
  let app: FastifyInstance
  let smtp: MailCatcher
  let dataDir: string
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    smtp = await startMailCatcher()
    const env = testEnv({
      SMTP_URL: smtp.url,
      REPORTS_DIGEST_TO: 'boss@maker.example, sales@maker.example',
      MAIL_FROM: 'Sterling Stitch <hello@maker.example>',
      MAIL_RETRY_BASE_SECONDS: '1',
    })
    dataDir = env.dataDir
    app = await buildApp(env)
    await app.ready()
    await withStore({ dataDir }, async (db) => {
      const alice = await createStaff(db, 'alice@maker.example')
      const actor = { id: alice, email: 'alice@maker.example' }
      const policy = { webhook: false, replyCaps: replyCapDefaults }
      const receive = async (name: string, lead: Partial<NewLead>, at: string) => {
        const item = {
          form: 'contact',
          payload: sampleEnquiry,
          spam: false,
          locale: 'en',
          ...lead,
        } as NewLead
        ids[name] = (await insertLeads(db, [item], policy, new Date(at)))[0]!.id
      }
      await receive(
        'won',
        { form: 'quote', payload: sampleQuote, visit: { utm: { utm_source: 'google' } } },
        '2026-08-24T08:00:00Z',
      )
      await receive(
        'late',
        { form: 'quote', payload: sampleQuote, visit: { referrer: 'https://news.example/' } },
        '2026-08-27T09:00:00Z',
      )
      await receive('saturday', {}, '2026-08-29T18:00:00Z')
      await receive(
        'signup',
        { form: 'newsletter', payload: { email: 'a@b.example' } },
        '2026-08-29T10:00:00Z',
      )
      await receive('forgotten', {}, '2026-09-02T09:00:00Z')
      await setStatus(db, ids.won!, 'contacted', actor, new Date('2026-08-24T12:00:00Z'))
      await setStatus(db, ids.late!, 'contacted', actor, new Date('2026-08-28T11:00:00Z'))
      await setStatus(db, ids.saturday!, 'contacted', actor, new Date('2026-09-01T13:00:00Z'))
    })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('is claimed once for all instances and mailed with the week’s figures and the overdue leads', async () => {
    const monday = new Date('2026-08-31T06:30:00Z')
    const to = ['boss@maker.example', 'sales@maker.example']
    // Two instances look at the same moment: one claims the week.
    const claims = await withStore({ dataDir }, (db) =>
      Promise.all([queueDigest(db, to, monday), queueDigest(db, to, monday)]),
    )
    expect(claims.sort()).toEqual([false, true])
    expect(await withStore({ dataDir }, (db) => queueDigest(db, to, new Date('2026-09-02T10:00:00Z')))).toBe(
      false,
    )

    // The server queued the digest of the week before today's as it started: that one and this.
    const digests = () => smtp.mails.filter((caught) => caught.envelopeTo.includes('boss@maker.example'))
    await vi.waitFor(() => expect(digests()).toHaveLength(2), { timeout: 30_000, interval: 200 })
    const mail = digests().find((caught) => caught.subject?.startsWith('Week of 24 Aug 2026'))
    expect(mail!.envelopeTo).toEqual(to)
    expect(mail!.subject).toBe('Week of 24 Aug 2026: 4 leads, 67% answered in time')
    const text = mail!.text!.replace(/\s+/g, ' ')
    for (const line of [
      'Leads received 4',
      '· Quotation 2',
      '· Enquiry 1',
      '· Newsletter 1',
      'Answered within 24 working hours 67% (2 of 3)',
      'Median reply time 19 h',
      '90th percentile reply time 26 h',
      'Overdue now 1',
      'Direct 2',
      'google 1',
      'news.example 1',
      'Sent every Monday morning to the addresses in REPORTS_DIGEST_TO. Working hours are Monday to Saturday, UK time, without England’s bank holidays.',
    ])
      expect(text).toContain(line)
    // The overdue enquiry, linked to its page in the inbox.
    expect(mail!.html).toContain(`href="https://shop.example/admin/leads/${ids.forgotten}"`)
    expect(mail!.html).toContain(
      'href="https://shop.example/admin/reports?from=2026-08-24&amp;to=2026-08-30"',
    )
    expect(mail!.html).not.toContain('<script')
  })
})
