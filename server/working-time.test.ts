import { describe, expect, it } from 'vitest'
import { isOverdue } from './store/overdue'
import { wordsIn } from './words'
import {
  bankHolidays,
  opensOnSaturday,
  overdueCutoff,
  promiseOf,
  replyDue,
  ukDay,
  ukDayStart,
  workingHoursBetween,
  workingTimeWords,
} from './working-time'

const hourMs = 3_600_000

const dates = (year: number) =>
  [...bankHolidays(year)]
    .sort((a, b) => a - b)
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10))

describe('working time', () => {
  it('knows England’s bank holidays, weekend substitutes and proclaimed days included', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ])
    expect(dates(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ])
    expect(dates(2022)).toEqual([
      '2022-01-03',
      '2022-04-15',
      '2022-04-18',
      '2022-05-02',
      '2022-06-02',
      '2022-06-03',
      '2022-08-29',
      '2022-09-19',
      '2022-12-26',
      '2022-12-27',
    ])
    expect(dates(2023)).toContain('2023-05-08')
  })

  it('counts the days the company opens, Monday to Saturday, on UK clocks, less bank holidays', () => {
    expect(opensOnSaturday).toBe(true)
    // Friday 16:00 BST to Tuesday 11:00 BST across the August bank holiday: 8 + 24 + 11 hours.
    expect(workingHoursBetween('2026-08-28T15:00:00Z', '2026-09-01T10:00:00Z')).toBe(43)
    // Thursday 10:00 to Friday 12:00 BST.
    expect(workingHoursBetween('2026-08-27T09:00:00Z', '2026-08-28T11:00:00Z')).toBe(26)
    // Saturday 09:00 to Sunday 21:00: Saturday's 15 hours.
    expect(workingHoursBetween('2026-11-28T09:00:00Z', '2026-11-29T21:00:00Z')).toBe(15)
    // Friday 23:00 GMT to Monday 01:00 GMT: an hour of Friday, Saturday, an hour of Monday.
    expect(workingHoursBetween('2026-11-27T23:00:00Z', '2026-11-30T01:00:00Z')).toBe(26)
    // Across the end of summer time (Sunday 25 October 2026): Friday 12:00 BST to Monday 12:00 GMT.
    expect(workingHoursBetween('2026-10-23T11:00:00Z', '2026-10-26T12:00:00Z')).toBe(48)
    expect(workingHoursBetween('2026-11-30T10:00:00Z', '2026-11-30T09:00:00Z')).toBe(0)
  })

  it('closes Christmas Day, Boxing Day and New Year’s Day on a Saturday as well as their substitutes', () => {
    // Friday 24 December 2027, 12:00, to Wednesday 29 December, 12:00: Saturday is Christmas Day,
    // Monday and Tuesday its substitutes.
    expect(workingHoursBetween('2027-12-24T12:00:00Z', '2027-12-29T12:00:00Z')).toBe(24)
    // Friday 31 December 2027, 12:00, to Tuesday 4 January 2028, 12:00: Saturday is New Year's Day.
    expect(workingHoursBetween('2027-12-31T12:00:00Z', '2028-01-04T12:00:00Z')).toBe(24)
  })

  it('gives an instant’s UK calendar day and when a UK day starts', () => {
    expect(ukDay('2026-07-01T23:30:00.000Z')).toBe('2026-07-02')
    expect(ukDay(new Date('2026-12-01T23:30:00.000Z'))).toBe('2026-12-01')
    // Summer time ends at 01:00 UTC: 00:30 UTC is still 01:30 BST on the 25th.
    expect(ukDay('2026-10-25T00:30:00.000Z')).toBe('2026-10-25')
    expect(ukDay('2026-10-24T22:59:59.999Z')).toBe('2026-10-24')
    // In winter London is on UTC.
    expect(ukDayStart('2026-01-15')).toBe('2026-01-15T00:00:00.000Z')
    expect(ukDayStart('2026-07-15')).toBe('2026-07-14T23:00:00.000Z')
    // The days the clocks change start on the clock of the night before.
    expect(ukDayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z')
    expect(ukDayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z')
    expect(ukDayStart('2026-10-26')).toBe('2026-10-26T00:00:00.000Z')
  })

  it('says the rule in words made from the days the company opens', () => {
    expect(workingTimeWords(wordsIn('en').t)).toBe(
      'Monday to Saturday, UK time, without England’s bank holidays',
    )
    expect(workingTimeWords(wordsIn('es').t)).toBe(
      'de lunes a sábado, según la hora del Reino Unido, sin contar los festivos oficiales de Inglaterra',
    )
  })
})

/** A lead received at `createdAt` and answered at `answeredAt`. */
const fact = (createdAt: string, answeredAt: string | null = null) => ({ createdAt, answeredAt })

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Where, at each hour from `fromMs` to `toMs`, the inbox's flag, the inbox's query (received before
 * the cutoff) and the reports' verdict on the unanswered lead received at `createdAt` disagree with
 * its due time, or a reply given at that hour is judged otherwise than the inbox's flag just before.
 */
function disagreements(createdAt: string, fromMs: number, toMs: number): string[] {
  const found: string[] = []
  const due = Date.parse(replyDue(createdAt))
  const lead = { form: 'contact' as const, status: 'new' as const, createdAt }
  for (let at = fromMs; at <= toMs; at += hourMs) {
    const now = new Date(at)
    const late = at >= due
    const views = {
      inbox: isOverdue(lead, now),
      query: createdAt < overdueCutoff(now),
      reports: promiseOf(fact(createdAt), now) === 'missed',
    }
    if (views.inbox !== late || views.query !== late || views.reports !== late)
      found.push(`received ${createdAt}, at ${iso(at)}: ${JSON.stringify(views)}, due ${iso(due)}`)
    const reply = promiseOf(fact(createdAt, iso(at)), now)
    if (reply !== (isOverdue(lead, new Date(at - 1)) ? 'missed' : 'kept'))
      found.push(`received ${createdAt}, answered ${iso(at)}: ${reply}, due ${iso(due)}`)
  }
  return found
}

describe('the reply promise, as the inbox and the reports count it', () => {
  it('is due 24 working hours after a lead arrives, counting from the next open day after a closed one', () => {
    const cases: Array<[string, string, string]> = [
      // A Saturday morning lead: Saturday's 14 hours, then 10 on Monday.
      ['Saturday 10:00 GMT', '2026-11-28T10:00:00.000Z', '2026-11-30T10:00:00.000Z'],
      // A Sunday lead starts counting on Monday.
      ['Sunday 10:00 GMT', '2026-11-29T10:00:00.000Z', '2026-12-01T00:00:00.000Z'],
      // Before the August bank holiday (Monday 31 August 2026), on the Friday, Saturday and Sunday.
      ['Friday 16:00 BST', '2026-08-28T15:00:00.000Z', '2026-08-29T15:00:00.000Z'],
      ['Saturday 10:00 BST', '2026-08-29T09:00:00.000Z', '2026-09-01T09:00:00.000Z'],
      ['Sunday 16:00 BST', '2026-08-30T15:00:00.000Z', '2026-09-01T23:00:00.000Z'],
      // Hours that run out at Saturday's midnight are due when the next open day starts.
      ['Saturday 00:00 BST', '2026-08-28T23:00:00.000Z', '2026-08-31T23:00:00.000Z'],
      // Good Friday's lead counts Saturday only, then waits for the Tuesday after Easter Monday.
      ['Good Friday 12:00 BST', '2026-04-03T11:00:00.000Z', '2026-04-06T23:00:00.000Z'],
      // Across the end of summer time: 12 hours of Saturday on BST, 12 of Monday on GMT.
      ['Saturday 12:00 BST', '2026-10-24T11:00:00.000Z', '2026-10-26T12:00:00.000Z'],
    ]
    for (const [name, createdAt, due] of cases) {
      expect(replyDue(createdAt), name).toBe(due)
      expect(disagreements(createdAt, Date.parse(createdAt), Date.parse(due) + 48 * hourMs)).toEqual([])
    }
  })

  it('agrees between the inbox and the reports at every hour around the due time, over a year of arrivals', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z')
    const end = Date.parse('2027-01-01T00:00:00.000Z')
    const found: string[] = []
    for (let at = start; at < end; at += hourMs) {
      const createdAt = iso(at)
      const due = Date.parse(replyDue(createdAt))
      // The due moment is the last at which the promised working hours are not exceeded: a
      // millisecond later they are.
      const hours = [workingHoursBetween(createdAt, iso(due)), workingHoursBetween(createdAt, iso(due + 1))]
      if (!(hours[0] === 24 && hours[1]! > 24)) found.push(`received ${createdAt}, due ${iso(due)}: ${hours}`)
      found.push(...disagreements(createdAt, due - 3 * hourMs, due + 3 * hourMs))
    }
    expect(found).toEqual([])
  })
})
