import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { assignLead, setStatus } from '../store/lead-actions'
import { insertLeads, type NewLead } from '../store/leads'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { sampleEnquiry, sampleQuote } from '../test/samples'
import { createStaff } from '../test/staff'
import {
  readFunnelReport,
  readLeadFacts,
  readLeadsReport,
  readPagesReport,
  readPromiseReport,
  type LeadFact,
  type Period,
} from './queries'

/*
 * A fortnight whose answers are worked out by hand: Monday 24 August to Sunday 6 September 2026,
 * with the August bank holiday (Monday 31 August) in it, looked at on Monday 7 September, 10:00 UK
 * time. Reply times count working hours: the days the company opens, Monday to Saturday, UK time,
 * less bank holidays.
 *
 * - saturday: an enquiry on Saturday 19:00, answered on Tuesday 14:00 by Alice, who had it: 5 + 14
 *   = 19 working hours across Sunday and the holiday, so kept.
 * - reassigned: a quotation on Thursday 10:00, given to Alice, then to Bob, who answers on Friday
 *   12:00: 26 hours, missed, and Bob's. Quoted on 2 September, lost on 4 September.
 * - won: a quotation on Monday 24 August 09:00 from a Google campaign, answered at 13:00 (4 hours),
 *   quoted the next day, won on Friday 28 August.
 * - forgotten: an enquiry on Wednesday 2 September, 10:00, never answered: overdue.
 * - sunday: an enquiry on Sunday 6 September, 21:00: 10 working hours old, still within its time.
 * - signup: a newsletter signup, promised no reply. And a spam lead, in no report.
 */
const period: Period = { from: '2026-08-24', to: '2026-09-06' }
const now = new Date('2026-09-07T09:00:00Z')
const site = 'https://site.example'

const lead = (form: NewLead['form'], extra: Partial<NewLead> = {}): NewLead => ({
  form,
  payload:
    form === 'quote'
      ? { ...sampleQuote, Country: 'Spain' }
      : form === 'newsletter'
        ? { email: 'a@b.example' }
        : sampleEnquiry,
  spam: false,
  locale: 'en',
  ...extra,
})

describe.each(storeKinds)('the reports on %s', { timeout: 120_000 }, (kind) => {
  let store: TestStore
  let alice: number
  let bob: number
  let leads: LeadFact[]
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    store = await openTestStore(kind)
    const db = store.db
    alice = await createStaff(db, 'alice@example.com')
    bob = await createStaff(db, 'bob@example.com')
    const actor = (id: number, email: string) => ({ id, email })
    const policy = { webhook: false, replyCaps: replyCapDefaults }
    const store1 = async (name: string, item: NewLead, at: string) => {
      const [stored] = await insertLeads(db, [item], policy, new Date(at))
      ids[name] = stored!.id
    }
    await store1(
      'won',
      lead('quote', {
        page: `${site}/custom-design`,
        visit: {
          landing: '/printing?utm_source=Google&utm_campaign=autumn',
          utm: { utm_source: 'Google', utm_campaign: 'autumn' },
        },
      }),
      '2026-08-24T08:00:00Z',
    )
    await store1(
      'reassigned',
      lead('quote', {
        locale: 'es',
        page: `${site}/es/custom-design`,
        visit: { referrer: 'https://news.example/a' },
      }),
      '2026-08-27T09:00:00Z',
    )
    await store1('saturday', lead('contact', { page: `${site}/contact` }), '2026-08-29T18:00:00Z')
    await store1('signup', lead('newsletter'), '2026-08-29T20:00:00Z')
    await store1('spam', { ...lead('contact'), spam: true }, '2026-08-30T10:00:00Z')
    await store1('forgotten', lead('contact', { page: `${site}/contact` }), '2026-09-02T09:00:00Z')
    await store1(
      'sunday',
      lead('contact', { locale: 'es', page: `${site}/es/contact` }),
      '2026-09-06T20:00:00Z',
    )
    await store1('later', lead('contact'), '2026-09-07T08:00:00Z')

    const a = actor(alice, 'alice@example.com')
    const b = actor(bob, 'bob@example.com')
    await assignLead(db, ids.won!, alice, a, new Date('2026-08-24T08:30:00Z'))
    await setStatus(db, ids.won!, 'contacted', a, new Date('2026-08-24T12:00:00Z'))
    await setStatus(db, ids.won!, 'quoted', a, new Date('2026-08-25T08:00:00Z'))
    await setStatus(db, ids.won!, 'won', a, new Date('2026-08-28T08:00:00Z'))

    await assignLead(db, ids.reassigned!, alice, a, new Date('2026-08-27T09:30:00Z'))
    await assignLead(db, ids.reassigned!, bob, a, new Date('2026-08-28T09:00:00Z'))
    await setStatus(db, ids.reassigned!, 'contacted', b, new Date('2026-08-28T11:00:00Z'))
    await setStatus(db, ids.reassigned!, 'quoted', b, new Date('2026-09-02T09:00:00Z'))
    await setStatus(db, ids.reassigned!, 'lost', b, new Date('2026-09-04T09:00:00Z'))

    await assignLead(db, ids.saturday!, alice, a, new Date('2026-08-29T18:30:00Z'))
    await setStatus(db, ids.saturday!, 'contacted', a, new Date('2026-09-01T13:00:00Z'))

    await db
      .insertInto('page_views')
      .values([
        { day: '2026-08-24', path: '/contact', locale: 'en', referrer: '', views: 60 },
        { day: '2026-08-25', path: '/contact', locale: 'en', referrer: 'www.google.com', views: 40 },
        { day: '2026-08-25', path: '/es/contact', locale: 'es', referrer: '', views: 10 },
        { day: '2026-08-26', path: '/custom-design', locale: 'en', referrer: '', views: 25 },
        { day: '2026-09-07', path: '/contact', locale: 'en', referrer: '', views: 500 },
      ])
      .execute()
    leads = await readLeadFacts(db, period)
  })
  afterAll(async () => store?.close())

  it('reads the period’s leads, spam and later leads left out', () => {
    expect(leads.map((found) => found.id)).toEqual(
      ['won', 'reassigned', 'saturday', 'signup', 'forgotten', 'sunday'].map((name) => ids[name]),
    )
    expect(leads.map((found) => found.source)).toEqual([
      'google',
      'news.example',
      'direct',
      'direct',
      'direct',
      'direct',
    ])
  })

  it('counts leads per week by form, language, country and source', async () => {
    const report = await readLeadsReport(store.db, period)
    expect(report.weeks).toEqual(['2026-08-24', '2026-08-31'])
    expect(report.total).toBe(6)
    expect(report.byForm).toEqual([
      { name: 'contact', values: [1, 2] },
      { name: 'quote', values: [2, 0] },
      { name: 'newsletter', values: [1, 0] },
    ])
    expect(report.byLanguage).toEqual([
      { name: 'en', values: [3, 1] },
      { name: 'es', values: [1, 1] },
    ])
    expect(report.byCountry).toEqual([
      { name: 'United Kingdom', values: [1, 2] },
      { name: 'Spain', values: [2, 0] },
      { name: 'Not given', values: [1, 0] },
    ])
    expect(report.bySource).toEqual([
      { name: 'direct', values: [2, 2] },
      { name: 'google', values: [1, 0] },
      { name: 'news.example', values: [1, 0] },
    ])
  })

  it('measures the promise in working hours, across the weekend and the bank holiday', async () => {
    const report = await readPromiseReport(store.db, period, now)
    expect(report.all).toEqual({ due: 4, kept: 2, share: 0.5 })
    expect(report.weeks).toEqual([
      { week: '2026-08-24', due: 3, kept: 2, share: 2 / 3 },
      { week: '2026-08-31', due: 1, kept: 0, share: 0 },
    ])
    // Reply times 4, 19 and 26 working hours.
    expect(report.medianHours).toBe(19)
    expect(report.p90Hours).toBe(26)
    expect(report.overdue.map((found) => found.id)).toEqual([ids.forgotten])
    // The reassigned lead is Bob's, who had it when it was answered; the forgotten one nobody's.
    expect(report.people.sort((x, y) => (x.staffId ?? 0) - (y.staffId ?? 0))).toEqual([
      { staffId: null, due: 1, kept: 0, share: 0, medianHours: undefined },
      { staffId: alice, due: 2, kept: 2, share: 1, medianHours: 4 },
      { staffId: bob, due: 1, kept: 0, share: 0, medianHours: 26 },
    ])
  })

  it('follows leads through the funnel, the lost quotation included', async () => {
    const report = await readFunnelReport(store.db, period, now)
    expect(report.all.reached).toEqual({ received: 5, contacted: 3, quoted: 2, won: 1, lost: 1 })
    expect(report.all.medianAnswerHours).toBe(19)
    // Quoted a day after the answer (won), and five days after it (lost): nearest rank takes 1.
    expect(report.all.medianQuoteDays).toBeCloseTo(20 / 24, 5)
    expect(report.byForm.find((line) => line.name === 'quote')!.reached).toEqual({
      received: 2,
      contacted: 2,
      quoted: 2,
      won: 1,
      lost: 1,
    })
    expect(report.bySource.find((line) => line.name === 'google')!.reached.won).toBe(1)
  })

  it('relates pages’ views to their leads, and names what brought the won leads', async () => {
    const report = await readPagesReport(store.db, period)
    expect(report.views).toBe(135)
    expect(report.pages.slice(0, 4)).toEqual([
      { path: '/contact', locale: 'en', views: 100, leads: 2, won: 0, conversion: 0.02 },
      { path: '/custom-design', locale: 'en', views: 25, leads: 1, won: 1, conversion: 0.04 },
      { path: '/es/contact', locale: 'es', views: 10, leads: 1, won: 0, conversion: 0.1 },
      { path: '/es/custom-design', locale: 'es', views: 0, leads: 1, won: 0, conversion: undefined },
    ])
    expect(report.wonByLanding).toEqual([{ name: '/printing', won: 1, leads: 1 }])
    expect(report.wonByCampaign).toEqual([{ name: 'autumn', won: 1, leads: 1 }])
  })
})
