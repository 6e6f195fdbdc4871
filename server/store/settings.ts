import { randomBytes } from 'node:crypto'
import type { Db } from './schema'

/**
 * The key that signs the links mailed to subscribers. Made once and kept in the database, so links
 * survive restarts and every instance sharing the database signs alike, with nothing to configure.
 */
export async function signingKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({ key: 'signing-key', value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const { value } = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'signing-key')
    .executeTakeFirstOrThrow()
  return Buffer.from(value, 'base64')
}
