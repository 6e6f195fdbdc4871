import { describe, expect, it } from 'vitest'
import { facts } from '~/content/figures'
import { addDays, formatDay, localToday, planOrder } from './planner'

const today = '2027-01-04'
// Every stage at the top of its range: sample, approval and production, then the journey.
const withSample = facts.sampleDays.to + facts.sampleApprovalDays.to + facts.leadTimeDays.to
const bySea = withSample + facts.shippingDays.sea.to
const byAir = withSample + facts.shippingDays.air.to
const plan = (daysAhead: number, options: Partial<Parameters<typeof planOrder>[0]> = {}) =>
  planOrder({ inHands: addDays(today, daysAhead)!, today, ...options })

describe('the delivery planner', () => {
  it('counts each stage at the top of its range', () => {
    expect(plan(200)?.stages).toEqual({
      sample: facts.sampleDays.to,
      approval: facts.sampleApprovalDays.to,
      production: facts.leadTimeDays.to,
      shipping: facts.shippingDays.sea.to,
    })
    expect(plan(200)?.days).toBe(bySea)
  })

  it('is comfortable when sea freight makes the date, and says by when to confirm', () => {
    expect(plan(bySea)).toMatchObject({ verdict: 'comfortable', mode: 'sea', confirmBy: today })
    expect(plan(bySea + 10)).toMatchObject({ confirmBy: addDays(today, 10), daysLeft: bySea + 10 })
  })

  it('is tight when only air freight makes it, confirming by the air plan', () => {
    expect(plan(bySea - 1)).toMatchObject({
      verdict: 'tight',
      mode: 'air',
      confirmBy: addDays(today, bySea - 1 - byAir),
    })
    expect(plan(byAir)).toMatchObject({ verdict: 'tight', mode: 'air', confirmBy: today })
  })

  it('is too soon when not even air makes it, and gives the earliest date instead', () => {
    const soon = plan(byAir - 1)
    expect(soon).toMatchObject({ verdict: 'too-soon', mode: 'air', earliest: addDays(today, byAir) })
    expect(soon?.confirmBy).toBeUndefined()
    expect(plan(0)?.verdict).toBe('too-soon')
    expect(plan(-3)?.verdict).toBe('too-soon')
  })

  it('saves the sample stages when no sample is wanted', () => {
    const production = facts.leadTimeDays.to + facts.shippingDays.sea.to
    expect(plan(production, { sample: false })).toMatchObject({ verdict: 'comfortable', days: production })
    expect(plan(production, { sample: true })?.verdict).toBe('tight')
  })

  it("plans with the buyer's own shipping choice when it makes the date", () => {
    expect(plan(200, { shipping: 'air' })).toMatchObject({
      verdict: 'comfortable',
      mode: 'air',
      confirmBy: addDays(today, 200 - byAir),
    })
    // Sea chosen but too slow: the plan says what it takes.
    expect(plan(byAir, { shipping: 'sea' })).toMatchObject({ verdict: 'tight', mode: 'air' })
    // A courier the buyer asked for is the fast option; air is not assumed instead.
    const byCourier = withSample + facts.shippingDays.courier.to
    expect(plan(byCourier, { shipping: 'courier' })).toMatchObject({ verdict: 'tight', mode: 'courier' })
  })

  it('makes no plan of what is not a date', () => {
    expect(planOrder({ inHands: '', today })).toBeUndefined()
    expect(planOrder({ inHands: '2027-02-30', today })).toBeUndefined()
  })

  it('writes dates as each language does', () => {
    // No comma after the weekday, so the date reads on inside a sentence in either language.
    expect(formatDay('2027-03-12', 'en')).toBe('Friday 12 March 2027')
    expect(formatDay('2027-03-12', 'es')).toBe('viernes 12 de marzo de 2027')
  })

  it("takes today from the visitor's own calendar", () => {
    expect(localToday(new Date(2027, 0, 4, 23, 59))).toBe('2027-01-04')
  })
})
