import { describe, expect, it } from 'vitest'
import { overdueCutoff, replyDue } from '../working-time'
import { isOverdue } from './overdue'

describe('the reply-time promise', () => {
  it('finds the latest received time already past its reply time', () => {
    for (const now of ['2026-11-25T09:30:00.000Z', '2026-11-30T08:00:00.000Z', '2026-11-29T18:00:00.000Z']) {
      const cutoff = overdueCutoff(new Date(now))
      const before = new Date(Date.parse(cutoff) - 1).toISOString()
      expect(Date.parse(replyDue(before))).toBeLessThanOrEqual(Date.parse(now))
      expect(Date.parse(replyDue(cutoff))).toBeGreaterThan(Date.parse(now))
    }
  })

  it('does not count Sunday: a Saturday evening lead is not overdue on Sunday evening', () => {
    const lead = { form: 'contact' as const, status: 'new' as const, createdAt: '2026-11-28T20:00:00.000Z' }
    expect(isOverdue(lead, new Date('2026-11-29T21:00:00.000Z'))).toBe(false)
    expect(isOverdue(lead, new Date('2026-11-30T20:00:00.000Z'))).toBe(true)
    expect(isOverdue({ ...lead, status: 'contacted' }, new Date('2026-12-05T00:00:00.000Z'))).toBe(false)
    expect(isOverdue({ ...lead, form: 'newsletter' }, new Date('2026-12-05T00:00:00.000Z'))).toBe(false)
  })
})
