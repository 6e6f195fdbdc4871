import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { nthSmallestOf, rowsFrom } from './dialect'

describe.each(storeKinds)('the nth smallest on %s', { timeout: 60_000 }, (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await openTestStore(kind)
  })
  afterAll(async () => store?.close())

  // The reports' 90th percentile is the ⌈0.9 n⌉-th smallest reply: each database must pick that
  // one, whatever n, though each turns a share into a rank its own way.
  it('picks the value of each rank, however many there are', async () => {
    const wrong: string[] = []
    for (let count = 1; count <= 120; count++) {
      // Out of order (rotated), each value ten times its rank.
      const values = Array.from({ length: count }, (_value, at) => [((at + 7) % count) * 10 + 10])
      for (const rank of [1, Math.ceil(count / 2), Math.ceil((9 * count) / 10), count]) {
        const { rows } = await sql<{ found: number | string }>`select ${nthSmallestOf(
          store.db,
          sql.ref('value'),
          sql.lit(rank),
          sql.lit(count),
        )} as found from (${rowsFrom(store.db, [['value', 'bigint']], values)}) as measured`.execute(store.db)
        if (Number(rows[0]!.found) !== rank * 10) wrong.push(`${rank} of ${count}: ${rows[0]!.found}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
