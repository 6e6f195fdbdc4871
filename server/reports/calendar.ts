import { sql, type RawBuilder } from 'kysely'
import { epochMs, rowsFrom } from '../store/dialect'
import type { Db } from '../store/schema'
import { isWorkingDay, ukDayStart } from '../working-time'

/**
 * The office's calendar as a table a query joins moments to, so that the database measures each
 * lead's working hours by subtraction: W(t), the working time from the table's first day to the
 * moment t, is the open days before t's UK day, whole, plus the part of t's day gone by if it is
 * open. The working time between two moments is the difference of their W, exact to the millisecond. TypeScript writes the
 * rows from the one rule (server/working-time.ts); the query only adds and subtracts.
 *
 * A UK day is listed under each UTC date it touches (one in winter, two in summer, when it begins
 * at 23:00 UTC the evening before), so a moment finds its day by equality on the date its ISO text
 * begins with, which both databases look up by hash or index, and then by range among those two.
 */

const dayMs = 86_400_000

export interface CalendarSpan {
  /** The first and last UK days (YYYY-MM-DD) the moments to measure fall on. */
  from: string
  to: string
  /** The Monday whose week is week 0. */
  firstMonday: string
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** One row per UK day and UTC date it touches, with the day's week, bounds, and open days before it. */
export function calendarRows({ from, to, firstMonday }: CalendarSpan) {
  const rows: Array<
    [
      utcDate: string,
      starts: string,
      ends: string,
      startsMs: number,
      open: number,
      openBefore: number,
      week: number,
    ]
  > = []
  const mondayNumber = Date.parse(`${firstMonday}T00:00:00Z`) / dayMs
  let openBefore = 0
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const number = Date.parse(`${day}T00:00:00Z`) / dayMs
    const open = isWorkingDay(number) ? 1 : 0
    const week = Math.floor((number - mondayNumber) / 7)
    const starts = ukDayStart(day)
    const ends = ukDayStart(addDays(day, 1))
    const lastUtcDate = new Date(Date.parse(ends) - 1).toISOString().slice(0, 10)
    for (let utcDate = starts.slice(0, 10); utcDate <= lastUtcDate; utcDate = addDays(utcDate, 1))
      rows.push([utcDate, starts, ends, Date.parse(starts), open, openBefore, week])
    openBefore += open
  }
  return rows
}

/** The calendar of `span` as the source of a `with calendar as (…)`. */
export function calendarTable(db: Db, span: CalendarSpan): RawBuilder<unknown> {
  const columns = [
    ['utc_date', 'text'],
    ['starts', 'text'],
    ['ends', 'text'],
    ['starts_ms', 'bigint'],
    ['open', 'integer'],
    ['open_before', 'integer'],
    ['week', 'integer'],
  ] as const
  return rowsFrom(db, columns, calendarRows(span))
}

/** The join of a moment (`column`, ISO text) to its day in the calendar named `day`. */
export const onDayOf = (column: string, day: string) =>
  sql`${sql.ref(`${day}.utc_date`)} = substr(${sql.ref(column)}, 1, 10) and ${sql.ref(column)} >= ${sql.ref(`${day}.starts`)} and ${sql.ref(column)} < ${sql.ref(`${day}.ends`)}`

/** W of the moment `column`, joined to its day in the calendar named `day`, in milliseconds. */
export const workingMsTo = (db: Db, column: string, day: string) =>
  sql<number>`(${sql.ref(`${day}.open_before`)} * cast(${sql.lit(dayMs)} as bigint) + ${sql.ref(`${day}.open`)} * (${epochMs(db, sql.ref(column))} - ${sql.ref(`${day}.starts_ms`)}))`
