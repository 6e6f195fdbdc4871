import type { Kysely, Migration } from 'kysely'

/*
 * Migrations whose statements are the same on SQLite and PostgreSQL: each is listed in both
 * histories under the same name.
 */

// Sign-in throttling moves to the shared counters (rate_limits), each reserved before the password
// is checked; what stays is kept at a fixed size: addresses as keyed hashes. The failures' rows
// last 15 minutes, so none worth keeping is lost with the table.
export const signInAddresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_failures').execute()
    await db.schema
      .createTable('sign_in_addresses')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id'))
      .addColumn('address_hash', 'text', (col) => col.notNull())
      .addColumn('last_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('sign_in_addresses_pk', ['user_id', 'address_hash'])
      .execute()
    await db.schema
      .createTable('sign_in_throttled')
      .addColumn('account_key', 'text', (col) => col.notNull())
      .addColumn('address_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('sign_in_throttled_pk', ['account_key', 'address_hash'])
      .execute()
  },
}
