import { randomBytes } from 'node:crypto'
import { retryWindowMs } from './leads'
import type { Db, SubscriberState } from './schema'
import { liftSuppression } from './suppressions'

export interface Subscriber {
  id: number
  email: string
  locale: string
  state: SubscriberState
  nonce: string
}

const newNonce = () => randomBytes(12).toString('base64url')

export async function findSubscriber(db: Db, emailKey: string): Promise<Subscriber | undefined> {
  return db
    .selectFrom('subscribers')
    .select(['id', 'email', 'locale', 'state', 'nonce'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst()
}

/** What a confirmation or unsubscription link did: its work, or nothing because it was used. */
export type LinkResult = 'done' | 'used'

/**
 * Confirms a pending subscription whose current nonce the link carries, and queues the welcome
 * mail (the first newsletter mail, with its unsubscribe link). The nonce changes, so the link
 * works once. A confirmation lifts the address's suppression entry (`key` keys its hash).
 */
export async function confirmSubscriber(
  db: Db,
  id: number,
  nonce: string,
  key: Buffer,
  now = new Date(),
): Promise<LinkResult> {
  return db.transaction().execute(async (trx) => {
    const subscriber = await trx
      .updateTable('subscribers')
      .set({ state: 'confirmed', confirmed_at: now.toISOString(), nonce: newNonce() })
      .where('id', '=', id)
      .where('nonce', '=', nonce)
      .where('state', '=', 'pending')
      .returning(['lead_id', 'email_key'])
      .executeTakeFirst()
    if (!subscriber) return 'used'
    // The proof of consent of the signup being confirmed gets its confirmation time.
    await trx
      .updateTable('newsletter_consents')
      .set({ confirmed_at: now.toISOString() })
      .where('lead_id', '=', subscriber.lead_id)
      .execute()
    await liftSuppression(trx, key, subscriber.email_key)
    await trx
      .insertInto('outbox')
      .values({
        lead_id: subscriber.lead_id,
        kind: 'welcome',
        state: 'pending',
        attempts: 0,
        due_at: now.toISOString(),
        created_at: now.toISOString(),
        give_up_at: new Date(now.getTime() + retryWindowMs).toISOString(),
      })
      .execute()
    return 'done'
  })
}

/** Ends a confirmed subscription whose current nonce the link carries. */
export async function unsubscribe(db: Db, id: number, nonce: string, now = new Date()): Promise<LinkResult> {
  const result = await db
    .updateTable('subscribers')
    .set({ state: 'unsubscribed', unsubscribed_at: now.toISOString(), nonce: newNonce() })
    .where('id', '=', id)
    .where('nonce', '=', nonce)
    .where('state', '=', 'confirmed')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? 'done' : 'used'
}

/** Only confirmed addresses are subscribers. */
export async function confirmedSubscribers(db: Db): Promise<Subscriber[]> {
  return db
    .selectFrom('subscribers')
    .select(['id', 'email', 'locale', 'state', 'nonce'])
    .where('state', '=', 'confirmed')
    .orderBy('id')
    .execute()
}

export async function subscriberState(db: Db, id: number): Promise<SubscriberState | undefined> {
  const row = await db.selectFrom('subscribers').select('state').where('id', '=', id).executeTakeFirst()
  return row?.state
}

/** The proof of consent a newsletter signup gave, as the inbox shows it. */
export interface ConsentProof {
  wordingId: string
  wording: string
  locale: string
  page: string | null
  signedUpAt: string
  confirmedAt: string | null
}

/** The consent kept with a signup; undefined for a signup made without the site's form. */
export async function consentOf(db: Db, leadId: number): Promise<ConsentProof | undefined> {
  return db
    .selectFrom('newsletter_consents')
    .select([
      'wording_id as wordingId',
      'wording',
      'locale',
      'page',
      'signed_up_at as signedUpAt',
      'confirmed_at as confirmedAt',
    ])
    .where('lead_id', '=', leadId)
    .executeTakeFirst()
}
