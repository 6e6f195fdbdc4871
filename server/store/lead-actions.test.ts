import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../test/samples'
import { createStaff } from '../test/staff'
import { assignLead, markNotSpam, markSpam, normaliseTag, setStatus } from './lead-actions'
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

  describe('a lead’s moments', () => {
    // What the reports measure: each moment's milliseconds beside its text, from the move that made it.
    it('are kept in milliseconds by each move, whoever has the lead', async () => {
      const alice = await createStaff(store.db, 'alice@example.com')
      const bob = await createStaff(store.db, 'bob@example.com')
      const actor = (id: number) => ({ id, email: 'sales@example.com' })
      const at = (iso: string) => new Date(iso)
      const [lead] = await insertLeads(
        store.db,
        [{ form: 'quote', payload: sampleEnquiry, spam: false, locale: 'en' }],
        { webhook: false, replyCaps: replyCapDefaults },
        at('2026-08-27T09:00:00.000Z'),
      )
      const id = lead!.id
      await assignLead(store.db, id, alice, actor(bob), at('2026-08-27T09:05:00.000Z'))
      expect(await setStatus(store.db, id, 'contacted', actor(bob), at('2026-08-27T10:30:00.125Z'))).toBe(
        'changed',
      )
      await assignLead(store.db, id, bob, actor(alice), at('2026-08-28T09:00:00.000Z'))
      await setStatus(store.db, id, 'quoted', actor(bob), at('2026-09-01T12:00:00.000Z'))
      await setStatus(store.db, id, 'won', actor(bob), at('2026-09-04T16:00:00.000Z'))
      await setStatus(store.db, id, 'lost', actor(bob), at('2026-09-07T08:00:00.000Z'))
      const row = await store.db
        .selectFrom('leads')
        .select(['answered_by', 'received_ms', 'answered_ms', 'quoted_ms', 'closed_ms'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        // The answer counts for Alice, who had the lead when it was given.
        answered_by: alice,
        received_ms: Date.parse('2026-08-27T09:00:00.000Z'),
        answered_ms: Date.parse('2026-08-27T10:30:00.125Z'),
        quoted_ms: Date.parse('2026-09-01T12:00:00.000Z'),
        closed_ms: Date.parse('2026-09-07T08:00:00.000Z'),
      })
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
