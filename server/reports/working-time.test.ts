import { describe, expect, it } from 'vitest'
import { bankHolidays, workingHoursBetween } from './working-time'

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

  it('counts Monday to Friday on UK clocks, leaving out weekends and bank holidays', () => {
    // Friday 16:00 BST to Tuesday 11:00 BST across the August bank holiday: 8 + 11 hours.
    expect(workingHoursBetween('2026-08-28T15:00:00Z', '2026-09-01T10:00:00Z')).toBe(19)
    // Thursday 10:00 to Friday 12:00 BST.
    expect(workingHoursBetween('2026-08-27T09:00:00Z', '2026-08-28T11:00:00Z')).toBe(26)
    // Saturday to Sunday: none.
    expect(workingHoursBetween('2026-11-28T09:00:00Z', '2026-11-29T21:00:00Z')).toBe(0)
    // Friday 23:00 GMT to Monday 01:00 GMT: one hour each side of the weekend.
    expect(workingHoursBetween('2026-11-27T23:00:00Z', '2026-11-30T01:00:00Z')).toBe(2)
    // Across the end of summer time (Sunday 25 October 2026): Friday 12:00 BST to Monday 12:00 GMT.
    expect(workingHoursBetween('2026-10-23T11:00:00Z', '2026-10-26T12:00:00Z')).toBe(24)
    expect(workingHoursBetween('2026-11-30T10:00:00Z', '2026-11-30T09:00:00Z')).toBe(0)
  })
})
