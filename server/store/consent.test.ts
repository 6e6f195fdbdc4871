import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forms as enForms } from '../../app/i18n/en-forms'
import { replyCapDefaults } from '../env'
import { directoryStorage } from '../files/directory'
import { insertLeads, type NewLead } from './leads'
import { personData } from './person-data'
import type { Db } from './schema'
import { confirmSubscriber, consentOf, findSubscriber } from './subscribers'
import { deleteLead } from './uploads'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'

const policy = { webhook: false, replyCaps: replyCapDefaults }
const wording = enForms.newsletter.consent['newsletter-2026-11']

const signup = (email: string, more: Partial<NewLead> = {}): NewLead => ({
  form: 'newsletter',
  payload: { email },
  spam: false,
  locale: 'en',
  page: 'https://shop.example/about',
  consent: { id: 'newsletter-2026-11', wording },
  ...more,
})

let store: TestStore
let db: Db

describe.each(storeKinds)('proof of consent on %s', (kind) => {
  beforeEach(async () => {
    store = await openTestStore(kind)
    db = store.db
  })
  afterEach(() => store.close())

  it('keeps the wording, language, page and signup time, and the confirmation time once confirmed', async () => {
    const [lead] = await insertLeads(
      db,
      [signup('ana@example.com')],
      policy,
      new Date('2026-11-24T10:00:00.000Z'),
    )
    expect(await consentOf(db, lead!.id)).toEqual({
      wordingId: 'newsletter-2026-11',
      wording,
      locale: 'en',
      page: 'https://shop.example/about',
      signedUpAt: '2026-11-24T10:00:00.000Z',
      confirmedAt: null,
    })
    const subscriber = (await findSubscriber(db, 'ana@example.com'))!
    expect(
      await confirmSubscriber(
        db,
        subscriber.id,
        subscriber.nonce,
        randomBytes(32),
        new Date('2026-11-24T10:20:00.000Z'),
      ),
    ).toBe('done')
    expect((await consentOf(db, lead!.id))?.confirmedAt).toBe('2026-11-24T10:20:00.000Z')
    // The export of the person carries it.
    expect((await personData(db, 'ANA@example.com')).data.consents).toEqual([
      {
        reference: lead!.reference,
        wordingId: 'newsletter-2026-11',
        wording,
        language: 'en',
        page: 'https://shop.example/about',
        signedUpAt: '2026-11-24T10:00:00.000Z',
        confirmedAt: '2026-11-24T10:20:00.000Z',
      },
    ])
  })

  it('keeps none for a signup without a wording, and goes with its lead', async () => {
    const [bare, kept] = await insertLeads(
      db,
      [signup('bo@example.com', { consent: undefined }), signup('cy@example.com')],
      policy,
    )
    expect(await consentOf(db, bare!.id)).toBeUndefined()
    await db.deleteFrom('subscribers').execute()
    const storage = directoryStorage(path.join(store.dataDir, 'uploads'))
    expect(await deleteLead(db, storage, kept!.id)).toBe(true)
    expect(await consentOf(db, kept!.id)).toBeUndefined()
  })
})
