import { facts } from '../app/content/figures'
import { site } from '../app/content/site'
import type { ServerT } from './words'

/**
 * The UK office's calendar and the working time the reply promise counts, the one rule the inbox,
 * a lead's page, the sales notification, the reports and the weekly digest all read. The working
 * days are the days the company says it is open (its opening hours: Monday to Friday, and Saturday
 * when its Saturday has hours), less England's bank holidays; each counts all day, UK time, so 24
 * working hours are one open day. Worked out by arithmetic on dates, not by the locale machinery:
 * the inbox asks it of every lead it lists, and the reports of every day of their period.
 *
 * UK clocks change at 01:00 UTC on a Sunday, and the company is never open on Sundays: every open
 * day is 24 hours long, so hours on the UK clock and hours elapsed agree on open days.
 */

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** Days since 1970-01-01 of a calendar date. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / dayMs
/** 0 is Sunday; 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7

/** The last Sunday of `month` at 01:00 UTC: when British Summer Time starts (March) and ends (October). */
function lastSundayOneAm(year: number, month: number): number {
  const last = dayNumber(year, month + 1, 0)
  return (last - weekdayOf(last)) * dayMs + hourMs
}

/** A year (UTC) and its summer time, from the start of British Summer Time to its end. */
interface SummerTime {
  starts: number
  ends: number
  yearStarts: number
  yearEnds: number
}

let lastSummer: SummerTime | undefined
/**
 * How far UK clocks are ahead of UTC at `ms`. The year asked for last is kept: moments are asked
 * of in order (a list of leads, the days of a period), and making a Date for each would cost more
 * than the answer.
 */
export function ukOffsetMs(ms: number): number {
  if (!lastSummer || ms < lastSummer.yearStarts || ms >= lastSummer.yearEnds) {
    const year = new Date(ms).getUTCFullYear()
    lastSummer = {
      starts: lastSundayOneAm(year, 3),
      ends: lastSundayOneAm(year, 10),
      yearStarts: Date.UTC(year, 0, 1),
      yearEnds: Date.UTC(year + 1, 0, 1),
    }
  }
  return ms >= lastSummer.starts && ms < lastSummer.ends ? hourMs : 0
}

/** What UK clocks read at `ms`, as milliseconds since 1970 on a clock without summer time. */
const ukClock = (ms: number) => ms + ukOffsetMs(ms)
/** The instant UK clocks read `clock`, away from the hour the clocks skip or repeat (early on a Sunday). */
const fromUkClock = (clock: number) => clock - ukOffsetMs(clock - ukOffsetMs(clock))

const twoDigits = (text: string, at: number) => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48

/**
 * Milliseconds since 1970 of an ISO time. The store writes every moment as `toISOString` does
 * (`2026-08-24T08:00:00.000Z`), which is read by arithmetic on its digits: a few times faster than
 * `Date.parse`, which would otherwise be called on every moment of every lead a list shows.
 */
export function isoMs(iso: string): number {
  if (iso.length !== 24 || iso[23] !== 'Z') return Date.parse(iso)
  return Date.UTC(
    twoDigits(iso, 0) * 100 + twoDigits(iso, 2),
    twoDigits(iso, 5) - 1,
    twoDigits(iso, 8),
    twoDigits(iso, 11),
    twoDigits(iso, 14),
    twoDigits(iso, 17),
    twoDigits(iso, 20) * 10 + iso.charCodeAt(22) - 48,
  )
}

/** The UK calendar day of an instant, as days since 1970. */
export const ukDayNumber = (ms: number) => Math.floor(ukClock(ms) / dayMs)

/**
 * The UK calendar day of an instant, as `2026-11-24`: the office's day, so a lead received at
 * 00:30 BST on the 1st is on the 1st, not on the 31st as UTC has it.
 */
export const ukDay = (at: Date | string): string =>
  new Date(ukDayNumber(typeof at === 'string' ? Date.parse(at) : at.getTime()) * dayMs)
    .toISOString()
    .slice(0, 10)

/**
 * When a UK calendar day (`2026-11-24`) begins, as an ISO time. The offset at 00:00 UTC of a day
 * is the one at its UK midnight, since the clocks change at 01:00 UTC.
 */
export function ukDayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`)
  return new Date(midnightUtc - ukOffsetMs(midnightUtc)).toISOString()
}

/** The day (days since 1970) of Easter Sunday, by the Gregorian computus (Meeus/Jones/Butcher). */
function easter(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayNumber(year, month, day)
}

/** The first `weekday` on or after `day`. */
const onOrAfter = (day: number, weekday: number) => day + ((weekday - weekdayOf(day) + 7) % 7)
/** The last `weekday` on or before `day`. */
const onOrBefore = (day: number, weekday: number) => day - ((weekdayOf(day) - weekday + 7) % 7)

/**
 * Bank holidays proclaimed apart from the usual rule: a holiday moved for an occasion, and the
 * extra days (a jubilee, a coronation, a state funeral).
 */
const proclaimed: Record<number, { moved?: Record<string, string>; added?: string[] }> = {
  2012: { moved: { '05-28': '06-04' }, added: ['06-05'] },
  2020: { moved: { '05-04': '05-08' } },
  2022: { moved: { '05-30': '06-02' }, added: ['06-03', '09-19'] },
  2023: { added: ['05-08'] },
}

const holidayYears = new Map<number, ReadonlySet<number>>()

/** England's bank holidays of `year`, as day numbers. */
export function bankHolidays(year: number): ReadonlySet<number> {
  const known = holidayYears.get(year)
  if (known) return known
  const date = (monthDay: string) => {
    const [month, day] = monthDay.split('-').map(Number) as [number, number]
    return dayNumber(year, month, day)
  }
  const newYear = date('01-01')
  const christmas = date('12-25')
  // A holiday on a weekend is given on the next weekday not already a holiday.
  const christmasDays =
    weekdayOf(christmas) === 6
      ? [christmas + 2, christmas + 3]
      : weekdayOf(christmas) === 0
        ? [christmas + 1, christmas + 2]
        : weekdayOf(christmas) === 5
          ? [christmas, christmas + 3]
          : [christmas, christmas + 1]
  const days = new Set<number>([
    weekdayOf(newYear) === 0 || weekdayOf(newYear) === 6 ? onOrAfter(newYear, 1) : newYear,
    easter(year) - 2,
    easter(year) + 1,
    onOrAfter(date('05-01'), 1),
    onOrBefore(date('05-31'), 1),
    onOrBefore(date('08-31'), 1),
    ...christmasDays,
  ])
  const special = proclaimed[year]
  for (const [from, to] of Object.entries(special?.moved ?? {})) {
    days.delete(date(from))
    days.add(date(to))
  }
  for (const added of special?.added ?? []) days.add(date(added))
  holidayYears.set(year, days)
  return days
}

/** Whether the company opens on Saturdays: its Saturday hours close after they open. */
export const opensOnSaturday = site.openingHours.some(
  (hours) => hours.days === 'saturday' && hours.closes > hours.opens,
)

/**
 * The working time in a reader's words, made from the days the company opens, so the reports and
 * the digest say what the rule counts: "Monday to Saturday, UK time, without England's bank holidays".
 */
export const workingTimeWords = (t: ServerT): string =>
  t(opensOnSaturday ? 'mail:workingTime.mondayToSaturday' : 'mail:workingTime.mondayToFriday')

/**
 * A year of the office's calendar: whether each of its days is open, and how many of its days
 * before each are, so the working time between two instants is a subtraction, not a walk.
 */
interface CalendarYear {
  year: number
  firstDay: number
  open: Uint8Array
  /** openBefore[i]: the open days among the year's first i days; its last entry is the year's. */
  openBefore: Uint16Array
}

const calendarYears = new Map<number, CalendarYear>()

/**
 * Whether the UK calendar day `day` (days since 1970) is a working day: Monday to Friday, Saturday
 * when the company opens then, and not a bank holiday. New Year's Day, Christmas Day and Boxing Day
 * close their own day as well as the weekday given in their place: on a Saturday nobody works them.
 */
function opensOn(day: number): boolean {
  const weekday = weekdayOf(day)
  const date = new Date(day * dayMs)
  const monthDay = date.toISOString().slice(5, 10)
  return (
    weekday !== 0 &&
    (weekday !== 6 || (opensOnSaturday && !['01-01', '12-25', '12-26'].includes(monthDay))) &&
    !bankHolidays(date.getUTCFullYear()).has(day)
  )
}

function calendarYear(year: number): CalendarYear {
  let found = calendarYears.get(year)
  if (!found) {
    const firstDay = dayNumber(year, 1, 1)
    const length = dayNumber(year + 1, 1, 1) - firstDay
    const open = new Uint8Array(length)
    const openBefore = new Uint16Array(length + 1)
    for (let index = 0; index < length; index++) {
      open[index] = opensOn(firstDay + index) ? 1 : 0
      openBefore[index + 1] = openBefore[index]! + open[index]!
    }
    found = { year, firstDay, open, openBefore }
    calendarYears.set(year, found)
  }
  return found
}

const yearOfDay = (day: number) => new Date(day * dayMs).getUTCFullYear()

let lastAsked: CalendarYear | undefined
/** The calendar of the year `day` falls in: mostly the one asked for last, as a report's leads are in order. */
function yearHolding(day: number): CalendarYear {
  if (!lastAsked || day < lastAsked.firstDay || day >= lastAsked.firstDay + lastAsked.open.length)
    lastAsked = calendarYear(yearOfDay(day))
  return lastAsked
}

/** Whether the UK calendar day `day` (days since 1970) is a working day (see `opensOn`). */
export function isWorkingDay(day: number): boolean {
  const year = yearHolding(day)
  return year.open[day - year.firstDay] === 1
}

/** The open days from `first` to `last`, `last` left out. */
function openDaysBetween(first: number, last: number): number {
  if (last <= first) return 0
  const from = yearHolding(first)
  const before = from.openBefore[first - from.firstDay]!
  const to = yearHolding(last)
  let days = to.openBefore[last - to.firstDay]! - before
  for (let year = from.year; year < to.year; year++) days += calendarYear(year).openBefore.at(-1)!
  return days
}

/**
 * The working hours between two instants (ISO 8601, the later second): the time between them that
 * falls on working days, UK time, in hours.
 */
export function workingHoursBetween(fromIso: string, toIso: string): number {
  return workingMsBetween(isoMs(fromIso), isoMs(toIso)) / hourMs
}

/**
 * The working time between two instants (milliseconds since 1970, the later second), in
 * milliseconds: the rule stated directly, which the reports' subtraction on a calendar table in the
 * database (server/reports/calendar.ts) is held to by their tests.
 */
export function workingMsBetween(fromUtc: number, toUtc: number): number {
  if (!(toUtc > fromUtc)) return 0
  const from = ukClock(fromUtc)
  const to = ukClock(toUtc)
  const firstDay = Math.floor(from / dayMs)
  const lastDay = Math.floor(to / dayMs)
  if (firstDay === lastDay) return isWorkingDay(firstDay) ? to - from : 0
  let ms = isWorkingDay(firstDay) ? (firstDay + 1) * dayMs - from : 0
  if (isWorkingDay(lastDay)) ms += to - lastDay * dayMs
  return ms + openDaysBetween(firstDay + 1, lastDay) * dayMs
}

/**
 * When the reply promised to a lead received at `iso` is due: the last moment at which no more
 * than `replyHours` working hours have passed. A lead received on a closed day starts counting at
 * the next open day; one whose hours run out at the close of an open day is due when the next open
 * day starts, since no working time passes between (a Saturday's lead of 00:00 is due on Monday at
 * 00:00). A reply at the due moment is in time; a lead unanswered at it is late.
 */
export function replyDue(iso: string): string {
  return new Date(replyDueMs(isoMs(iso))).toISOString()
}

/** `replyDue` in milliseconds since 1970. */
export function replyDueMs(receivedUtc: number): number {
  const clock = ukClock(receivedUtc)
  let day = Math.floor(clock / dayMs)
  let left = facts.replyHours * hourMs
  if (isWorkingDay(day)) {
    const room = (day + 1) * dayMs - clock
    if (left < room) return fromUkClock(clock + left)
    left -= room
  }
  // What is left runs over whole open days, and ends `rest` into the open day after them.
  const rest = left % dayMs
  for (let whole = (left - rest) / dayMs; ;) {
    day++
    if (!isWorkingDay(day)) continue
    if (whole === 0) return fromUkClock(day * dayMs + rest)
    whole--
  }
}

/**
 * The promise as one lead stands at `now`: kept (answered by its due moment), missed (answered
 * after it, or unanswered at it, when the inbox calls it overdue), or still within its time and
 * unanswered. The reports work this out for a period's leads at once in the database
 * (server/reports/queries.ts), which the reports' tests hold to this rule lead by lead.
 */
export function promiseOf(
  lead: { createdAt: string; answeredAt: string | null },
  now: Date,
): 'kept' | 'missed' | 'waiting' {
  const due = replyDueMs(isoMs(lead.createdAt))
  const answered = lead.answeredAt === null ? undefined : isoMs(lead.answeredAt)
  if (answered !== undefined && answered <= now.getTime()) return answered <= due ? 'kept' : 'missed'
  return now.getTime() >= due ? 'missed' : 'waiting'
}

/**
 * The inbox's overdue cutoff at `now`: a lead received before it and still unanswered is late
 * (`replyDue` at or before `now`), one received at it or later is not. `replyDue` only grows with
 * the time received, so this is `replyHours` of working time back from a moment after `now`,
 * moved back across any closed days it lands after: a lead received on them is due only when the
 * open day after them has passed.
 */
export function overdueCutoff(now = new Date()): string {
  // Due at or before `now` is more than `replyHours` working hours before a millisecond after it.
  let clock = ukClock(now.getTime() + 1)
  let left = facts.replyHours * hourMs
  for (let day = Math.floor(clock / dayMs); ; clock = day * dayMs, day--) {
    if (!isWorkingDay(day)) continue
    const room = clock - day * dayMs
    if (left < room) return new Date(fromUkClock(clock - left)).toISOString()
    left -= room
  }
}
