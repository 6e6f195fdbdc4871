import path from 'node:path'
import type { RootOperationNode } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ReplyCaps } from '../env'
import { directoryStorage } from '../files/directory'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { server } from './audit'
import { erasePerson } from './erasure'
import { markSpam } from './lead-actions'
import { insertLeads, type NewLead } from './leads'
import { replyBudgets } from './migrations/later-steps'
import { reschedule } from './outbox'
import {
  acknowledgementsOff,
  deleteEndedBudgets,
  givingTurns,
  refusedByCaps,
  replyCapHealth,
  replyTurns,
  TurnTaken,
} from './reply-caps'

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

  it('gives a turn from a few counters read and written, however many replies are booked', async () => {
    const limited = caps({ hourly: { ack: 40, confirm: 100 }, networkHourly: 40 })
    const network = '203.0.113.0/24'
    // 600 replies booked from one network: 40 an hour for the next 15 hours.
    const flood = Array.from({ length: 600 }, (_, index) => ({ email: `${index}@x.example`, network }))
    await replies(hours(0), flood, limited)
    // The statements the next lead's transaction runs, and the rows each returned.
    const statements: Array<{ sql: string; rows: number }> = []
    const compiled = new WeakMap<object, { sql: string; rows: number }>()
    const watched = store.db.withPlugin({
      transformQuery({ node, queryId }: { node: RootOperationNode; queryId: object }) {
        const statement = { sql: store.db.getExecutor().compileQuery(node, queryId as never).sql, rows: 0 }
        compiled.set(queryId, statement)
        statements.push(statement)
        return node
      },
      async transformResult({ result, queryId }) {
        compiled.get(queryId)!.rows = result.rows.length
        return result
      },
    })
    await insertLeads(
      watched,
      [lead({ email: 'buyer@club.example', network })],
      {
        webhook: false,
        replyCaps: limited,
      },
      hours(0),
    )
    const counters = statements.filter((statement) => statement.sql.includes('"reply_budgets"'))
    expect(counters.map((statement) => statement.sql.split(' ')[0])).toEqual(['select', 'insert'])
    // At most 25 hours of the kind's and of the network's counters, and two days of the address's.
    expect(counters[0]!.rows).toBeLessThanOrEqual(52)
    expect(statements.filter((statement) => /from "outbox"/.test(statement.sql))).toEqual([])
    const [reply] = await store.db
      .selectFrom('outbox')
      .select('due_at')
      .where('recipient_key', '=', 'buyer@club.example')
      .execute()
    expect(reply!.due_at).toBe(hours(15).toISOString())
  })

  it('never gives more turns of an hour than its cap, however many transactions book at once', async () => {
    const limited = caps({ hourly: { ack: 4, confirm: 100 } })
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        insertLeads(
          store.db,
          [lead({ email: `${index}@x.example` })],
          { webhook: false, replyCaps: limited },
          hours(0),
        ),
      ),
    )
    const turns = await store.db
      .selectFrom('outbox')
      .select(['due_at', (eb) => eb.fn.countAll<number>().as('count')])
      .where('kind', '=', 'ack')
      .groupBy('due_at')
      .orderBy('due_at')
      .execute()
    expect(turns.map((turn) => [turn.due_at, Number(turn.count)])).toEqual([
      [hours(0).toISOString(), 4],
      [hours(1).toISOString(), 4],
      [hours(2).toISOString(), 4],
    ])
  })

  it('refuses to book a turn another transaction took after its count was read', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 100 } })
    await store.db.transaction().execute(async (trx) => {
      // Two instances read the hour's count before either books: both see its one turn free.
      const first = replyTurns(trx, limited, hours(0))
      const second = replyTurns(trx, limited, hours(0))
      expect(await first.turnOf('ack', 'a@x.example')).toEqual({ at: hours(0), heldBy: undefined })
      expect(await second.turnOf('ack', 'b@x.example')).toEqual({ at: hours(0), heldBy: undefined })
      await second.book()
      await expect(first.book()).rejects.toBeInstanceOf(TurnTaken)
    })
  })

  it('runs a transaction whose turn was taken again, five times at most, and no other failure', async () => {
    let runs = 0
    expect(
      await givingTurns(async () => {
        if (++runs < 3) throw new TurnTaken()
        return 'given'
      }),
    ).toBe('given')
    expect(runs).toBe(3)
    runs = 0
    await expect(
      givingTurns(async () => {
        runs++
        throw new TurnTaken()
      }),
    ).rejects.toBeInstanceOf(TurnTaken)
    expect(runs).toBe(5)
    runs = 0
    await expect(
      givingTurns(async () => {
        runs++
        throw new Error('disk full')
      }),
    ).rejects.toThrow('disk full')
    expect(runs).toBe(1)
  })

  it('gives back the turn of a reply whose lead is moved to spam', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 100 } })
    const [caught] = await insertLeads(
      store.db,
      [lead({ email: 'a@x.example' })],
      { webhook: false, replyCaps: limited },
      hours(0),
    )
    await markSpam(store.db, caught!.id, server, hours(0))
    expect(await replies(hours(0), [{ email: 'b@x.example' }], limited)).toEqual(['pending +0'])
  })

  it('keeps nothing of an erased address in its counters, and gives its turns back', async () => {
    const limited = caps({ hourly: { ack: 1, confirm: 100 }, addressDaily: 1 })
    await replies(hours(0), [{ email: 'Gone@X.example', network: '203.0.113.0/24' }], limited)
    const counters = () => store.db.selectFrom('reply_budgets').select(['budget_key', 'used']).execute()
    expect(await counters()).toHaveLength(3)
    const storage = directoryStorage(path.join(store.dataDir, 'uploads'))
    await erasePerson(store.db, store.dataDir, storage, 'gone@x.example', server, hours(0))
    // The kind's and the network's counters stay, at none; the address's is gone.
    const left = await counters()
    expect(left.map((counter) => counter.used)).toEqual([0, 0])
    expect(
      left.every((counter) => counter.budget_key.length === 43 && !counter.budget_key.includes('@')),
    ).toBe(true)
    expect(await replies(hours(0), [{ email: 'gone@x.example' }], limited)).toEqual(['pending +0'])
  })

  it('forgets the counters of days before today (UTC) when swept', async () => {
    await replies(hours(0), [{ email: 'a@x.example', network: '203.0.113.0/24' }], caps())
    // 23:00 the same day: the day's counters still count.
    expect(await deleteEndedBudgets(store.db, hours(13).getTime())).toBe(0)
    expect(await deleteEndedBudgets(store.db, hours(14).getTime())).toBe(3)
  })

  it('starts its counters, when migrated, from the turns already given', async () => {
    const now = new Date()
    const limited = caps({ hourly: { ack: 2, confirm: 1 }, networkHourly: 1 })
    const posts: Post[] = [
      { email: 'a@x.example', network: '203.0.113.0/24' },
      { email: 'b@x.example', network: '203.0.113.0/24' },
      { email: 'c@x.example' },
      { email: 'a@x.example' },
      { email: 'sub@x.example', form: 'newsletter' },
      { email: 'sub2@x.example', form: 'newsletter', network: '198.51.100.0/24' },
    ]
    await insertLeads(store.db, posts.map(lead), { webhook: false, replyCaps: limited }, now)
    const counters = () =>
      store.db.selectFrom('reply_budgets').selectAll().orderBy('budget_key').orderBy('period').execute()
    const counted = await counters()
    expect(counted.length).toBeGreaterThan(6)
    // The schema as it was before the counters.
    await store.db.schema.dropTable('reply_budgets').execute()
    await store.db.schema.dropIndex('outbox_waiting').execute()
    for (const name of ['outbox_turns', 'outbox_turns_by_address', 'outbox_turns_by_network'])
      await store.db.schema.createIndex(name).on('outbox').column('reply_slot').execute()
    await replyBudgets(store.db, store.dialect)
    expect(await counters()).toEqual(counted)
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
