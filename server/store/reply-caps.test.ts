import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { insertLeads, type NewLead } from './leads'
import { reschedule } from './outbox'
import { acknowledgementsOff, refusedByCaps, replyCapHealth, type ReplyCaps } from './reply-caps'

const start = Date.parse('2026-11-24T10:00:00Z')
const hours = (count: number) => new Date(start + count * 3_600_000)
const caps = (changes: Partial<ReplyCaps> = {}): ReplyCaps => ({
  hourly: { ack: 100, confirm: 100 },
  networkHourly: 100,
  addressDaily: 100,
  ...changes,
})

interface Post {
  email: string
  network?: string
  form?: 'contact' | 'newsletter'
}
const lead = ({ email, network, form = 'contact' }: Post): NewLead => ({
  form,
  payload: form === 'contact' ? { name: 'Jane', email, message: 'Shirts' } : { email },
  spam: false,
  locale: 'en',
  network,
})

describe.each(storeKinds)('the caps on automatic replies (%s)', (kind) => {
  let store: TestStore
  beforeEach(async () => {
    store = await openTestStore(kind)
  })
  afterEach(async () => {
    await store.close()
  })

  /** Posts at `at`; each reply as "state +hours": when it goes, counted from the start. */
  async function replies(at: Date, posts: Post[], replyCaps: ReplyCaps): Promise<string[]> {
    const before = await store.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    await insertLeads(store.db, posts.map(lead), { webhook: false, replyCaps }, at)
    const jobs = await store.db
      .selectFrom('outbox')
      .select(['state', 'due_at', 'last_error'])
      .where('kind', 'in', ['ack', 'confirm'])
      .where('id', '>', Number(before.id ?? 0))
      .orderBy('id')
      .execute()
    return jobs.map((job) =>
      job.state === 'pending'
        ? `pending +${(Date.parse(job.due_at) - start) / 3_600_000}`
        : `${job.state}: ${job.last_error}`,
    )
  }

  it('holds a reply past the hourly cap until the cap allows it, rather than dropping it', async () => {
    const limited = caps({ hourly: { ack: 2, confirm: 100 } })
    const posts = ['a', 'b', 'c'].map((name) => ({ email: `${name}@x.example` }))
    expect(await replies(hours(0), posts, limited)).toEqual(['pending +0', 'pending +0', 'pending +1'])
    // Half an hour on, the next two turns are an hour after the two before them.
    expect(await replies(hours(0.5), [{ email: 'd@x.example' }, { email: 'e@x.example' }], limited)).toEqual([
      'pending +1',
      'pending +2',
    ])
    // Two turns in the hour from 10:00, two from 11:00, one from 12:00: at 12:30 one more fits.
    expect(await replies(hours(2.5), [{ email: 'f@x.example' }], limited)).toEqual(['pending +2.5'])
    expect(await replies(hours(2.5), [{ email: 'g@x.example' }], limited)).toEqual(['pending +3'])
  })

  it('caps the replies to the posts of one network, leaving other networks theirs', async () => {
    const limited = caps({ networkHourly: 2 })
    const fromOne = ['a', 'b', 'c'].map((name) => ({ email: `${name}@x.example`, network: '203.0.113.0/24' }))
    expect(await replies(hours(0), fromOne, limited)).toEqual(['pending +0', 'pending +0', 'pending +1'])
    expect(
      await replies(hours(0), [{ email: 'buyer@club.example', network: '198.51.100.0/24' }], limited),
    ).toEqual(['pending +0'])
    const waiting = await store.db
      .selectFrom('outbox')
      .select('last_error')
      .where('due_at', '>', hours(0).toISOString())
      .execute()
    expect(waiting).toEqual([
      {
        last_error:
          'waits for its turn under the cap of 2 an hour to the posts of one network (203.0.113.0/24)',
      },
    ])
  })

  it('caps the replies to one address a day, whatever its case, and refuses past a day of waiting', async () => {
    const limited = caps({ addressDaily: 1 })
    expect(await replies(hours(0), [{ email: 'a@x.example' }], limited)).toEqual(['pending +0'])
    // The next day (UTC) begins 14 hours after the start, at midnight.
    expect(await replies(hours(1), [{ email: 'A@X.example' }], limited)).toEqual(['pending +14'])
    expect(await replies(hours(2), [{ email: 'a@x.example' }, { email: 'b@x.example' }], limited)).toEqual([
      `skipped: ${refusedByCaps}`,
      'pending +2',
    ])
  })

  it('gives newsletter confirmations a budget of their own', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 1 } })
    expect(await replies(hours(0), [{ email: 'a@x.example' }, { email: 'b@x.example' }], limited)).toEqual([
      'pending +0',
      'pending +1',
    ])
    expect(await replies(hours(0), [{ email: 'sub@x.example', form: 'newsletter' }], limited)).toEqual([
      'pending +0',
    ])
  })

  it('sends no acknowledgement while their cap is 0, and confirmations still', async () => {
    const off = caps({ hourly: { ack: 0, confirm: 5 } })
    expect(
      await replies(
        hours(0),
        [{ email: 'a@x.example' }, { email: 'sub@x.example', form: 'newsletter' }],
        off,
      ),
    ).toEqual([`skipped: ${acknowledgementsOff}`, 'pending +0'])
  })

  it('counts the turn a reply was given, which a retry does not move', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 100 } })
    expect(await replies(hours(0), [{ email: 'a@x.example' }], limited)).toEqual(['pending +0'])
    const [first] = await store.db.selectFrom('outbox').select('id').where('kind', '=', 'ack').execute()
    await reschedule(store.db, first!.id, hours(5), 'ECONNREFUSED')
    expect(await replies(hours(2), [{ email: 'b@x.example' }], limited)).toEqual(['pending +2'])
  })

  it('reports what waits and what it refused, for /healthz and the inbox', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 100 }, addressDaily: 1 })
    expect(await replyCapHealth(store.db, hours(0))).toEqual({
      waiting: 0,
      lastGoesAt: null,
      refusedLastDay: 0,
    })
    await replies(
      hours(0),
      ['a', 'b', 'c'].map((name) => ({ email: `${name}@x.example` })),
      limited,
    )
    await replies(hours(0), [{ email: 'a@x.example' }, { email: 'a@x.example' }], limited)
    expect(await replyCapHealth(store.db, hours(0))).toEqual({
      waiting: 3,
      lastGoesAt: hours(14).toISOString(),
      refusedLastDay: 1,
    })
    expect(await replyCapHealth(store.db, hours(25))).toEqual({
      waiting: 0,
      lastGoesAt: null,
      refusedLastDay: 0,
    })
  })
})
