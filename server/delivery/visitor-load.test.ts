import { describe, expect, it } from 'vitest'
import { createVisitorLoad } from './visitor-load'

describe('the visitor load', () => {
  it('is busy while a second, or the one before, had more requests than the threshold', () => {
    let time = 0
    const load = createVisitorLoad(3, () => time)
    for (let index = 0; index < 3; index++) load.count()
    expect(load.busy()).toBe(false)
    load.count()
    expect(load.busy()).toBe(true)
    time = 1500
    expect(load.busy()).toBe(true)
    time = 2600
    expect(load.busy()).toBe(false)
    time = 9000
    load.count()
    expect(load.busy()).toBe(false)
  })
})
