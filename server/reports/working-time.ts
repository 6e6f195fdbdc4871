/**
 * Working time as the reports count the reply promise: Monday to Friday, all day, UK time, less
 * England's bank holidays. Worked out by arithmetic on dates, not by the locale machinery, because
 * a year's report asks it of every lead.
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

const summerTimes = new Map<number, readonly [number, number]>()
/** How far UK clocks are ahead of UTC at `ms`. */
export function ukOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear()
  let span = summerTimes.get(year)
  if (!span) {
    span = [lastSundayOneAm(year, 3), lastSundayOneAm(year, 10)]
    summerTimes.set(year, span)
  }
  return ms >= span[0] && ms < span[1] ? hourMs : 0
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

const workingDays = new Map<number, boolean>()

/** Whether the UK calendar day `day` (days since 1970) is a working day. */
export function isWorkingDay(day: number): boolean {
  let working = workingDays.get(day)
  if (working === undefined) {
    const weekday = weekdayOf(day)
    working = weekday !== 0 && weekday !== 6 && !bankHolidays(new Date(day * dayMs).getUTCFullYear()).has(day)
    workingDays.set(day, working)
  }
  return working
}

/**
 * The working hours between two instants (ISO 8601, the later second): the time between them that
 * falls on working days, UK time, in hours. With `upTo`, any figure past it may stand for a larger one.
 */
export function workingHoursBetween(fromIso: string, toIso: string, upTo = Infinity): number {
  // On UK clocks: a working day is a whole day of them.
  const fromUtc = Date.parse(fromIso)
  const toUtc = Date.parse(toIso)
  if (!(toUtc > fromUtc)) return 0
  const from = fromUtc + ukOffsetMs(fromUtc)
  const to = toUtc + ukOffsetMs(toUtc)
  const firstDay = Math.floor(from / dayMs)
  const lastDay = Math.floor(to / dayMs)
  if (firstDay === lastDay) return isWorkingDay(firstDay) ? (to - from) / hourMs : 0
  let ms = isWorkingDay(firstDay) ? (firstDay + 1) * dayMs - from : 0
  if (isWorkingDay(lastDay)) ms += to - lastDay * dayMs
  // Past `upTo` hours the caller has its answer: the count stops there.
  const enough = upTo * hourMs
  for (let day = firstDay + 1; day < lastDay && ms <= enough; day++) if (isWorkingDay(day)) ms += dayMs
  return Math.max(0, ms) / hourMs
}
