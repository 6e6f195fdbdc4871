import { sql, type RawBuilder } from 'kysely'
import { rowsFrom } from '../store/dialect'
import type { Db } from '../store/schema'
import { isWorkingDay, ukDayStart } from '../working-time'

/**
 * The office's calendar as a table a query joins moments to, so that the database measures each
 * lead's working hours by subtraction: W(t), the working time from the table's first day to the
 * moment t, is the open days before t's UK day, whole, plus the part of t's day gone by if it is
 * open. The working time between two moments is the difference of their W, exact to the millisecond. TypeScript writes the
 * rows from the one rule (server/working-time.ts); the query only adds and subtracts.
 *
 * Moments are milliseconds since 1970 (the leads keep each one so, lead-moments.ts). A UK day is
 * listed under each UTC day it touches (one in winter, two in summer, when it begins at 23:00 UTC
 * the evening before), so a moment finds its day by equality on its UTC day number (its
 * milliseconds divided by a day's), which both databases look up by hash or index, and then by
 * range among those two.
 */

const dayMs = 86_400_000

export interface CalendarSpan {
  /** The first and last UK days (YYYY-MM-DD) the moments to measure fall on. */
  from: string
  to: string
  /** The Monday whose week is week 0. */
  firstMonday: string
}

/** The calendar date `days` after `date` (YYYY-MM-DD; negative for before). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** One row per UK day and UTC day it touches, with the day's week, bounds, and open days before it. */
export function calendarRows({ from, to, firstMonday }: CalendarSpan) {
  const rows: Array<
    [utcDay: number, startsMs: number, endsMs: number, open: number, openBefore: number, week: number]
  > = []
  const mondayNumber = Date.parse(`${firstMonday}T00:00:00Z`) / dayMs
  let openBefore = 0
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const number = Date.parse(`${day}T00:00:00Z`) / dayMs
    const open = isWorkingDay(number) ? 1 : 0
    const week = Math.floor((number - mondayNumber) / 7)
    const startsMs = Date.parse(ukDayStart(day))
    const endsMs = Date.parse(ukDayStart(addDays(day, 1)))
    for (let utcDay = Math.floor(startsMs / dayMs); utcDay <= Math.floor((endsMs - 1) / dayMs); utcDay++)
      rows.push([utcDay, startsMs, endsMs, open, openBefore, week])
    openBefore += open
  }
  return rows
}

/** The calendar of `span` as the source of a `with calendar as (…)`. */
export function calendarTable(db: Db, span: CalendarSpan): RawBuilder<unknown> {
  const columns = [
    ['utc_day', 'integer'],
    ['starts_ms', 'bigint'],
    ['ends_ms', 'bigint'],
    ['open', 'integer'],
    ['open_before', 'integer'],
    ['week', 'integer'],
  ] as const
  return rowsFrom(db, columns, calendarRows(span))
}

/** The join of a moment (`column`, milliseconds since 1970) to its day in the calendar named `day`. */
export const onDayOf = (column: string, day: string) =>
  sql`${sql.ref(`${day}.utc_day`)} = ${sql.ref(column)} / ${sql.lit(dayMs)} and ${sql.ref(column)} >= ${sql.ref(`${day}.starts_ms`)} and ${sql.ref(column)} < ${sql.ref(`${day}.ends_ms`)}`

/** W of the moment `column` (milliseconds), joined to its day in the calendar named `day`. */
export const workingMsTo = (column: string, day: string) =>
  sql<number>`(${sql.ref(`${day}.open_before`)} * cast(${sql.lit(dayMs)} as bigint) + ${sql.ref(`${day}.open`)} * (${sql.ref(column)} - ${sql.ref(`${day}.starts_ms`)}))`
