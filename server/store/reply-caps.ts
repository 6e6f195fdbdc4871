import type { Selectable, Transaction } from 'kysely'
import type { ReplyCaps } from '../env'
import { isOneOf, rowsFrom } from './dialect'
import { counterKey } from './rate-limits'
import type { Database, Db, JobKind, OutboxTable } from './schema'

/** The automatic replies to an address typed into a form: what the caps bound. */
export type ReplyKind = Extract<JobKind, keyof ReplyCaps['hourly']>

const hour = 3_600_000
const day = 24 * hour

/**
 * The longest a capped reply waits for its turn. One that would wait longer is not sent: a flood
 * must not book the budget for days ahead, nor reach its target for weeks after it stops; and an
 * acknowledgement later than the sales team's own reply says nothing.
 */
export const replyWaitLimitMs = day

/** Why a reply the caps could not fit within `replyWaitLimitMs` was not sent. */
export const refusedByCaps = 'not sent: the caps on automatic replies would have held it more than 24 hours'
/** Why an acknowledgement was not sent while MAIL_ACK_HOURLY_CAP is 0. */
export const acknowledgementsOff = 'not sent: acknowledgements are turned off (MAIL_ACK_HOURLY_CAP=0)'

/**
 * Periods are counted in whole hours since 1970 (UTC): a clock hour is its own number, a day (UTC)
 * the number of its midnight, a multiple of 24. Looking through the hours ahead is then integer
 * arithmetic, and a counter's period is a fixed-size column.
 */
const hourOf = (ms: number) => Math.floor(ms / hour)
const periodOf = (hourNumber: number, length: 'hour' | 'day') =>
  length === 'hour' ? hourNumber : hourNumber - (hourNumber % 24)

/** One counter of turns: of all replies of a kind, of those to one address, or to one network's posts. */
interface Counter {
  level: 'all' | 'address' | 'network'
  /** Stored as counterKey makes it: 43 characters whatever was typed, and never the address itself. */
  key: string
  /** The period it counts in: a clock hour (UTC) or a day (UTC). */
  length: 'hour' | 'day'
}

/** The key of each kind's counter of all its replies, hashed once rather than once a reply. */
const allKeys: Record<ReplyKind, string> = {
  ack: counterKey('reply:ack'),
  confirm: counterKey('reply:confirm'),
}

/** The counters a reply counts in, in the order its caps are looked at: in all, its address, its network. */
function countersOf(kind: ReplyKind, address: string, network?: string | null): Counter[] {
  const counters: Counter[] = [
    { level: 'all', key: allKeys[kind], length: 'hour' },
    { level: 'address', key: counterKey(`reply:${kind}:address:${address}`), length: 'day' },
  ]
  if (network)
    counters.push({ level: 'network', key: counterKey(`reply:${kind}:network:${network}`), length: 'hour' })
  return counters
}

/** A counter with its cap, and how a wait under it is explained to staff. */
interface Budget extends Counter {
  cap: number
  name: string
}

/** Turns to add to (or take from) one counter in one period. */
interface Turns {
  key: string
  period: number
  turns: number
}

/** The columns `book` writes, as rowsFrom sends them. */
const budgetColumns = [
  ['budget_key', 'text'],
  ['period', 'integer'],
  ['used', 'integer'],
] as const

/** Counters in one fixed order (key, then period): the order every transaction locks them in. */
const inLockOrder = <T extends Turns>(rows: Iterable<T>): T[] =>
  [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.period - b.period))

/** When a reply goes, and which cap made it wait, if one did; or why it does not go at all. */
export type ReplyTurn = { at: Date; heldBy?: string } | { refused: string }

/**
 * Thrown when another transaction booked the room of a turn given here after its count was read
 * (instances sharing a PostgreSQL database): the transaction is rolled back and run again
 * (givingTurns), and then reads the count that includes it.
 */
export class TurnTaken extends Error {
  constructor() {
    super('another transaction took the turn of an automatic reply first')
  }
}

/** Runs a transaction that gives turns (replyTurns), again while another takes one first: five times at most. */
export async function givingTurns<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction()
    } catch (error) {
      if (attempt >= 5 || !(error instanceof TurnTaken)) throw error
    }
  }
}

/**
 * Gives each automatic reply its turn, inside the transaction that queues it. A reply goes at
 * once unless one of its budgets is spent for the current period (a clock hour, or a day, UTC);
 * then it waits for the first hour in which every budget has room, and goes at its start (it stays
 * pending, due later). Budgets count by period rather than over a sliding window so that replies
 * waiting in later hours never take the room of a reply now: a flood from one network books its
 * own later hours, not everyone's.
 *
 * The turns are counted in `reply_budgets`, one row per counter and period, so a turn costs a
 * read of at most 25 rows per counter (once per transaction) and one write, however many replies
 * are booked. `turnOf` decides from the counts read (`readAhead` reads those of many replies at
 * once) and the turns given so far; `book` adds the turns to the counts before the replies are
 * stored, and must be called once they are all given.
 */
export function replyTurns(trx: Transaction<Database>, caps: ReplyCaps, now: Date) {
  const nowMs = now.getTime()
  const thisHour = hourOf(nowMs)
  /** The last hour a reply may wait for: its start is at most replyWaitLimitMs from now. */
  const lastHour = hourOf(nowMs + replyWaitLimitMs)
  /** Each counter's turns per period, from this hour (or today) on: the store's and those given here. */
  const counts = new Map<string, Map<number, number>>()
  /** The turns given here, per counter and period, with the cap each may not pass. */
  const given = new Map<string, Turns & { cap: number }>()
  /** Each reply's counters, hashed once though read ahead and then given a turn. */
  const known = new Map<string, Counter[]>()
  const countersFor = (kind: ReplyKind, address: string, network?: string) => {
    const id = JSON.stringify([kind, address, network ?? null])
    const counters = known.get(id) ?? countersOf(kind, address, network)
    known.set(id, counters)
    return counters
  }

  /**
   * Reads the counts of the counters not read yet: the periods from this hour (or today) to the
   * last a reply may wait for, a short range of the key's rows each. Counters of the same length
   * share their range, so one statement reads any number of them.
   */
  async function read(counters: Counter[]): Promise<void> {
    const unread = new Map<string, Counter>()
    for (const counter of counters) if (!counts.has(counter.key)) unread.set(counter.key, counter)
    if (unread.size === 0) return
    const keysOf = (length: Counter['length']) =>
      [...unread.values()].filter((counter) => counter.length === length).map((counter) => counter.key)
    const rows = await trx
      .selectFrom('reply_budgets')
      .select(['budget_key', 'period', 'used'])
      .where((eb) =>
        eb.or(
          (['hour', 'day'] as const).map((length) =>
            eb.and([
              isOneOf(trx, 'budget_key', keysOf(length)),
              eb('period', '>=', periodOf(thisHour, length)),
              eb('period', '<=', lastHour),
            ]),
          ),
        ),
      )
      .execute()
    for (const key of unread.keys()) counts.set(key, new Map())
    for (const row of rows) counts.get(row.budget_key)!.set(row.period, row.used)
  }

  /** Reads the counters of replies about to be given turns, all in one statement. */
  async function readAhead(replies: Array<{ kind: ReplyKind; address: string; network?: string }>) {
    await read(
      replies
        .filter((reply) => caps.hourly[reply.kind] > 0)
        .flatMap((reply) => countersFor(reply.kind, reply.address, reply.network)),
    )
  }

  async function turnOf(kind: ReplyKind, address: string, network?: string): Promise<ReplyTurn> {
    const cap = caps.hourly[kind]
    if (cap === 0) return { refused: acknowledgementsOff }
    const limits = {
      all: { cap, name: `the cap of ${cap} an hour in all` },
      address: { cap: caps.addressDaily, name: `the cap of ${caps.addressDaily} a day to one address` },
      network: {
        cap: caps.networkHourly,
        name: `the cap of ${caps.networkHourly} an hour to the posts of one network (${network})`,
      },
    }
    const budgets: Budget[] = countersFor(kind, address, network).map((counter) => ({
      ...counter,
      ...limits[counter.level],
    }))
    await read(budgets)
    const spent = budgets.map((budget) => counts.get(budget.key)!)
    let heldBy: string | undefined
    // The first hour with room in every budget, within the wait allowed: at most 25 to look at.
    for (let at = thisHour; at <= lastHour; at++) {
      const full = budgets.findIndex(
        (budget, index) => (spent[index]!.get(periodOf(at, budget.length)) ?? 0) >= budget.cap,
      )
      if (full >= 0) {
        heldBy ??= budgets[full]!.name
        continue
      }
      budgets.forEach((budget, index) => {
        const period = periodOf(at, budget.length)
        spent[index]!.set(period, (spent[index]!.get(period) ?? 0) + 1)
        const id = `${budget.key} ${period}`
        const turns = given.get(id) ?? { key: budget.key, period, turns: 0, cap: budget.cap }
        turns.turns++
        given.set(id, turns)
      })
      return { at: new Date(Math.max(at * hour, nowMs)), heldBy }
    }
    return { refused: refusedByCaps }
  }

  /**
   * Adds the turns given to the counts, in one statement whose rows go in lock order (its source keeps their order), so that
   * transactions booking at once wait for each other instead of deadlocking; the first to book a
   * counter holds its row until it commits. Each count is read back as it is written: one past its
   * cap means another transaction booked that room after this one read the count (TurnTaken).
   */
  async function book(): Promise<void> {
    const rows = inLockOrder(given.values())
    given.clear()
    if (rows.length === 0) return
    const booked = await trx
      .insertInto('reply_budgets')
      .columns(['budget_key', 'period', 'used'])
      .expression(
        rowsFrom(
          trx,
          budgetColumns,
          rows.map((row) => [row.key, row.period, row.turns]),
        ),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['budget_key', 'period'])
          .doUpdateSet((eb) => ({ used: eb('reply_budgets.used', '+', eb.ref('excluded.used')) })),
      )
      .returning(['budget_key', 'period', 'used'])
      .execute()
    const capOf = new Map(rows.map((row) => [`${row.key} ${row.period}`, row.cap]))
    if (booked.some((row) => row.used > capOf.get(`${row.budget_key} ${row.period}`)!)) throw new TurnTaken()
  }

  return { readAhead, turnOf, book }
}

/** A reply as the outbox keeps it: what its turn was counted in. */
export type CountedReply = Pick<
  Selectable<OutboxTable>,
  'kind' | 'recipient_key' | 'network_key' | 'reply_slot'
>

/**
 * The turns of replies, per counter and period, in lock order: only those counted (a reply with a
 * turn) in periods still counted on `now`'s day (UTC) or later; older ones no cap looks at again.
 */
export function turnsOf(replies: CountedReply[], now: Date): Turns[] {
  const today = periodOf(hourOf(now.getTime()), 'day')
  const turns = new Map<string, Turns>()
  for (const reply of replies) {
    if ((reply.kind !== 'ack' && reply.kind !== 'confirm') || !reply.reply_slot || !reply.recipient_key)
      continue
    const at = hourOf(Date.parse(reply.reply_slot))
    for (const counter of countersOf(reply.kind, reply.recipient_key, reply.network_key)) {
      const period = periodOf(at, counter.length)
      if (period < today) continue
      const id = `${counter.key} ${period}`
      const entry = turns.get(id) ?? { key: counter.key, period, turns: 0 }
      entry.turns++
      turns.set(id, entry)
    }
  }
  return inLockOrder(turns.values())
}

/**
 * Takes back the turns of replies that will not be sent after all (their lead moved to spam) or no
 * longer exist (deleted, erased), in the transaction that does so, so the room is free again.
 */
export async function giveTurnsBack(trx: Transaction<Database>, replies: CountedReply[], now: Date) {
  for (const { key, period, turns } of turnsOf(replies, now))
    await trx
      .updateTable('reply_budgets')
      .set((eb) => ({
        used: eb
          .case()
          .when('used', '>', turns)
          .then(eb('used', '-', turns))
          .else(0)
          .end(),
      }))
      .where('budget_key', '=', key)
      .where('period', '=', period)
      .execute()
}

/**
 * Forgets the counters of one address (both kinds, every period): an erased person leaves no
 * trace in them, not even a hash of their address.
 */
export async function forgetAddressTurns(trx: Transaction<Database>, address: string) {
  const keys = (['ack', 'confirm'] as const).map(
    (kind) => countersOf(kind, address).find((counter) => counter.level === 'address')!.key,
  )
  await trx.deleteFrom('reply_budgets').where('budget_key', 'in', keys).execute()
}

/** Forgets the counts of periods before today (UTC), which no cap looks at again: swept with the rate limits' counters. */
export async function deleteEndedBudgets(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('reply_budgets')
    .where('period', '<', periodOf(hourOf(now), 'day'))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** What the caps are doing: for /healthz and the inbox's banner. */
export interface ReplyCapHealth {
  /** Replies waiting for their turn now. */
  waiting: number
  /** When the last of them goes; null when none waits. */
  lastGoesAt: string | null
  /** Replies the caps refused in the last 24 hours. */
  refusedLastDay: number
}

export async function replyCapHealth(db: Db, now = new Date()): Promise<ReplyCapHealth> {
  const at = now.toISOString()
  const waiting = await db
    .selectFrom('outbox')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('reply_slot').as('last')])
    .where('reply_slot', '>', at)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow()
  const refused = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', '=', 'skipped')
    .where('last_error', '=', refusedByCaps)
    .where('created_at', '>', new Date(now.getTime() - day).toISOString())
    .executeTakeFirstOrThrow()
  return {
    waiting: Number(waiting.count),
    lastGoesAt: waiting.last ?? null,
    refusedLastDay: Number(refused.count),
  }
}
