import type { Transaction } from 'kysely'
import type { Database, Db } from './schema'
import { keyedHash } from './sign-in-attempts'

/**
 * What stands for an address that left the newsletter: a hash keyed with the site's secret, so the
 * list tells nobody which addresses were on it, yet a new signup of the same mailbox, however it
 * is typed, finds its entry.
 */
export const suppressionHash = (key: Buffer, emailKey: string) => keyedHash(key, 'newsletter', emailKey)

/** True while no newsletter mail may go to the address: it left, and has not confirmed since. */
export async function isSuppressed(db: Db, key: Buffer, emailKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_suppressions')
    .select('address_hash')
    .where('address_hash', '=', suppressionHash(key, emailKey))
    .executeTakeFirst()
  return row !== undefined
}

/** A confirmed new subscription, the person's own second yes, is the one thing that lifts it. */
export async function liftSuppression(db: Db | Transaction<Database>, key: Buffer, emailKey: string) {
  await db
    .deleteFrom('newsletter_suppressions')
    .where('address_hash', '=', suppressionHash(key, emailKey))
    .execute()
}
