import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../test/samples'
import { markNotSpam, markSpam, normaliseTag } from './lead-actions'
import { insertLeads, type NewLead } from './leads'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { replyCapDefaults } from '../env'

const staff = { id: null, email: 'sales@example.com' }
const spam = (lead: Omit<NewLead, 'spam' | 'locale'>): NewLead => ({ ...lead, spam: true, locale: 'en' })

let store: TestStore

const jobsOf = (leadId: number) =>
  store.db
    .selectFrom('outbox')
    .select(['kind', 'state', 'last_error'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute()

describe.each(storeKinds)('on %s', (kind) => {
  beforeEach(async () => {
    store = await openTestStore(kind)
  })
  afterEach(() => store.close())

  describe('tags', () => {
    it('are kept trimmed, single-spaced and in lower case', () => {
      expect(normaliseTag('  Big   Order ')).toBe('big order')
      expect(normaliseTag('año-2027')).toBe('año-2027')
      for (const bad of ['', '   ', '-dash first', 'semi;colon', 'x'.repeat(31)])
        expect(normaliseTag(bad)).toBeUndefined()
    })
  })

  describe('not spam', () => {
    it('queues the webhook call when one is configured, and the acknowledgement within the caps', async () => {
      const policy = { webhook: true, replyCaps: { ...replyCapDefaults, addressDaily: 1 } }
      const [real] = await insertLeads(
        store.db,
        [{ ...spam({ form: 'contact', payload: sampleEnquiry }), spam: false }],
        policy,
      )
      const [caught] = await insertLeads(
        store.db,
        [spam({ form: 'contact', payload: sampleEnquiry })],
        policy,
      )
      expect(await jobsOf(caught!.id)).toEqual([])
      expect(await markNotSpam(store.db, caught!.id, policy, staff)).toBe(3)
      // The same address had its acknowledgement today, with the lead that was not spam: with a
      // cap of one a day, this one waits for tomorrow.
      expect(await jobsOf(caught!.id)).toEqual([
        { kind: 'notify', state: 'pending', last_error: null },
        {
          kind: 'ack',
          state: 'pending',
          last_error: 'waits for its turn under the cap of 1 a day to one address',
        },
        { kind: 'webhook', state: 'pending', last_error: null },
      ])
      expect(await jobsOf(real!.id)).toHaveLength(3)
      expect(await markNotSpam(store.db, caught!.id, policy, staff)).toBe('unchanged')
    })

    it('starts the subscription of a newsletter signup and queues its confirmation', async () => {
      const policy = { webhook: false, replyCaps: replyCapDefaults }
      const [signup] = await insertLeads(
        store.db,
        [spam({ form: 'newsletter', payload: { email: 'Sub@Example.com' } })],
        policy,
      )
      expect(await store.db.selectFrom('subscribers').selectAll().execute()).toEqual([])
      expect(await markNotSpam(store.db, signup!.id, policy, staff)).toBe(1)
      expect(
        await store.db.selectFrom('subscribers').select(['email_key', 'state', 'lead_id']).execute(),
      ).toEqual([{ email_key: 'sub@example.com', state: 'pending', lead_id: signup!.id }])
      expect(await jobsOf(signup!.id)).toEqual([{ kind: 'confirm', state: 'pending', last_error: null }])
    })

    it('does not queue again what a lead marked as spam had already sent', async () => {
      const policy = { webhook: false, replyCaps: replyCapDefaults }
      const [lead] = await insertLeads(
        store.db,
        [{ ...spam({ form: 'contact', payload: sampleEnquiry }), spam: false }],
        policy,
      )
      await store.db.updateTable('outbox').set({ state: 'sent' }).where('kind', '=', 'notify').execute()
      expect(await markSpam(store.db, lead!.id, staff)).toBe('changed')
      expect(await markNotSpam(store.db, lead!.id, policy, staff)).toBe(1)
      expect((await jobsOf(lead!.id)).map((job) => `${job.kind} ${job.state}`)).toEqual([
        'notify sent',
        'ack skipped',
        'ack pending',
      ])
    })
  })
})
