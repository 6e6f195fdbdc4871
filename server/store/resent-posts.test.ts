import { afterEach, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { createWriter } from '../forms/writer'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { insertLeads, listLeads, resentWithinMs, type NewLead } from './leads'

const policy = { webhook: false, replyCaps: replyCapDefaults }
const signup = (fingerprint: string | undefined, email = 'buyer@shop.example'): NewLead => ({
  form: 'newsletter',
  payload: { email },
  spam: false,
  locale: 'en',
  fingerprint,
})

let store: TestStore
afterEach(async () => {
  await store.close()
})

const jobs = () => store.db.selectFrom('outbox').select(['lead_id', 'kind']).execute()

// PGlite starts in the first test that opens it: slow on a busy machine, which is no failure.
describe.each(storeKinds)('a post sent again, on %s', { timeout: 180_000 }, (kind) => {
  it('is stored once, whichever instance it reaches, and its reply is queued once', async () => {
    store = await openTestStore(kind)
    // Two instances of the site: each its own writer, one shared store.
    const [one, two] = [1, 2].map(() => createWriter(store.db, policy, () => {}))
    const first = await one!(signup('same-post'))
    const again = await two!(signup('same-post'))
    expect(again).toEqual({ ...first, alreadyStored: true })
    expect(await listLeads(store.db)).toHaveLength(1)
    expect(await jobs()).toEqual([{ lead_id: first.id, kind: 'confirm' }])
  })

  it('is stored once when both copies wait in the same batch', async () => {
    store = await openTestStore(kind)
    const stored = await insertLeads(
      store.db,
      [signup('twice'), signup(undefined, 'other@shop.example'), signup('twice')],
      policy,
    )
    expect(stored[2]).toEqual({ ...stored[0], alreadyStored: true })
    expect(stored[1]!.id).not.toBe(stored[0]!.id)
    expect(await listLeads(store.db)).toHaveLength(2)
  })

  it('is a new lead once the first is older than the window, or when it is another post', async () => {
    store = await openTestStore(kind)
    const at = new Date('2026-11-28T10:00:00Z')
    const [first] = await insertLeads(store.db, [signup('late')], policy, at)
    const [within] = await insertLeads(
      store.db,
      [signup('late')],
      policy,
      new Date(at.getTime() + resentWithinMs - 1),
    )
    const [after] = await insertLeads(
      store.db,
      [signup('late')],
      policy,
      new Date(at.getTime() + resentWithinMs + 1),
    )
    const [other] = await insertLeads(store.db, [signup('another')], policy, at)
    expect(within).toEqual({ ...first, alreadyStored: true })
    expect(after!.alreadyStored).toBeUndefined()
    expect(new Set([first!.id, after!.id, other!.id]).size).toBe(3)
  })
})
