import { sql, type Transaction } from 'kysely'
import type { Database, Db, JobKind } from './schema'

/** The automatic replies to an address typed into a form: what the caps bound. */
export type ReplyKind = Extract<JobKind, 'ack' | 'confirm'>

/**
 * How many automatic replies may go. Each kind has its own budget at every level, so a flood of
 * enquiries cannot hold back the confirmation a subscriber asked for, nor signups the
 * acknowledgements.
 */
export interface ReplyCaps {
  /** Of each kind in each clock hour (UTC), all addresses together; 0 turns acknowledgements off. */
  hourly: Record<ReplyKind, number>
  /** Of each kind in each clock hour, to the posts of one network (networkOf: a /24 or a /48). */
  networkHourly: number
  /** Of each kind in each day (UTC), to one address (compared without case). */
  addressDaily: number
}

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

/** One budget: the replies of a kind to one address, to one network's posts, or to all. */
interface Budget {
  key: string
  cap: number
  /** The period it counts in: a clock hour (UTC) or a day (UTC). */
  period: 'hour' | 'day'
  /** The reply's column and value the budget counts by; none for all replies of the kind. */
  by?: { column: 'recipient_key' | 'network_key'; value: string }
  /** How the reply's wait is explained to staff. */
  name: string
}

/** A turn's period as its ISO text begins: `2026-11-24T10` for its hour, `2026-11-24` for its day. */
const periodLength = { hour: 13, day: 10 } as const
const periodOf = (at: number, period: Budget['period']) =>
  new Date(at).toISOString().slice(0, periodLength[period])

/** When a reply goes, and which cap made it wait, if one did; or why it does not go at all. */
export type ReplyTurn = { at: Date; heldBy?: string } | { refused: string }

/**
 * Gives each automatic reply its turn, inside the transaction that queues it. A reply goes at
 * once unless one of its budgets is spent for the current period (a clock hour, or a day, UTC);
 * then it waits for the first hour in which every budget has room, and goes at its start (it stays
 * pending, due later). Budgets count by period rather than over a sliding window so that replies
 * waiting in later hours never take the room of a reply now: a flood from one network books its
 * own later hours, not everyone's. Turns are counted from `reply_slot`, the moment given here,
 * which retries never move.
 */
export function replyTurns(trx: Transaction<Database>, caps: ReplyCaps, now: Date) {
  const thisHour = Math.floor(now.getTime() / hour) * hour
  /** Each budget's turns per period, from this hour (or today) on: all a new turn depends on. */
  const booked = new Map<string, Map<string, number>>()

  async function turnsOf(kind: ReplyKind, budget: Budget): Promise<Map<string, number>> {
    const known = booked.get(budget.key)
    if (known) return known
    const length = periodLength[budget.period]
    const period = sql<string>`substr(reply_slot, 1, ${sql.lit(length)})`
    let query = trx
      .selectFrom('outbox')
      .select([period.as('period'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('kind', '=', kind)
      .where('reply_slot', '>=', new Date(thisHour - (budget.period === 'day' ? day : 0)).toISOString())
    if (budget.by) query = query.where(budget.by.column, '=', budget.by.value)
    const rows = await query.groupBy(period).execute()
    const turns = new Map(rows.map((row) => [row.period, Number(row.count)]))
    booked.set(budget.key, turns)
    return turns
  }

  return async function turnOf(kind: ReplyKind, address: string, network?: string): Promise<ReplyTurn> {
    const cap = caps.hourly[kind]
    if (cap === 0) return { refused: acknowledgementsOff }
    const budgets: Budget[] = [
      { key: kind, cap, period: 'hour', name: `the cap of ${cap} an hour in all` },
      {
        key: `${kind} to ${address}`,
        cap: caps.addressDaily,
        period: 'day',
        by: { column: 'recipient_key', value: address },
        name: `the cap of ${caps.addressDaily} a day to one address`,
      },
    ]
    if (network)
      budgets.push({
        key: `${kind} from ${network}`,
        cap: caps.networkHourly,
        period: 'hour',
        by: { column: 'network_key', value: network },
        name: `the cap of ${caps.networkHourly} an hour to the posts of one network (${network})`,
      })
    const spent: Array<Map<string, number>> = []
    for (const budget of budgets) spent.push(await turnsOf(kind, budget))
    let heldBy: string | undefined
    // The first hour with room in every budget, within the wait allowed: at most 25 to look at.
    for (let start = thisHour; start - now.getTime() <= replyWaitLimitMs; start += hour) {
      const full = budgets.findIndex(
        (budget, index) => (spent[index]!.get(periodOf(start, budget.period)) ?? 0) >= budget.cap,
      )
      if (full >= 0) {
        heldBy ??= budgets[full]!.name
        continue
      }
      budgets.forEach((budget, index) => {
        const period = periodOf(start, budget.period)
        spent[index]!.set(period, (spent[index]!.get(period) ?? 0) + 1)
      })
      return { at: new Date(Math.max(start, now.getTime())), heldBy }
    }
    return { refused: refusedByCaps }
  }
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
