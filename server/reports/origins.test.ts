import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replyCapDefaults } from '../env'
import { insertLeads, type NewLead } from '../store/leads'
import { deleteLead } from '../store/uploads'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { sampleEnquiry } from '../test/samples'
import { fillOrigins } from './origins'

const lead = (extra: Partial<NewLead> = {}): NewLead => ({
  form: 'contact',
  payload: sampleEnquiry,
  spam: false,
  locale: 'en',
  ...extra,
})

describe.each(storeKinds)('leads’ origins on %s', { timeout: 60_000 }, (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await openTestStore(kind)
  })
  afterAll(async () => store?.close())
  const policy = { webhook: false, replyCaps: replyCapDefaults }
  const origins = () => store.db.selectFrom('lead_origins').selectAll().orderBy('lead_id').execute()

  it('reads each lead once, new ones at the next look, and lets them go with their lead', async () => {
    const [first] = await insertLeads(
      store.db,
      [
        lead({
          page: 'https://shop.example/es/contact/',
          visit: {
            landing: '/printing?utm_source=Google&utm_campaign=autumn',
            utm: { utm_source: ' Google ', utm_campaign: 'autumn' },
          },
        }),
      ],
      policy,
    )
    expect(await fillOrigins(store.db)).toBe(1)
    expect(await fillOrigins(store.db)).toBe(0)
    const [second] = await insertLeads(
      store.db,
      [
        lead({
          page: 'https://elsewhere.example/wp-login.php',
          visit: { landing: '/nowhere', referrer: 'https://News.Example/a' },
        }),
      ],
      policy,
    )
    expect(await fillOrigins(store.db)).toBe(1)
    expect(await origins()).toEqual([
      {
        lead_id: first!.id,
        country: 'United Kingdom',
        source: 'google',
        campaign: 'autumn',
        landing: '/printing',
        page: '/es/contact',
      },
      {
        lead_id: second!.id,
        country: 'United Kingdom',
        source: 'news.example',
        campaign: null,
        landing: null,
        page: null,
      },
    ])
    await deleteLead(store.db, { remove: async () => {} }, first!.id)
    expect((await origins()).map((row) => row.lead_id)).toEqual([second!.id])
  })
})
