import type { Selectable } from 'kysely'
import type { Db, StaffUsersTable } from './schema'

/** A member of the sales team, as the inbox shows and checks them. */
export interface StaffUser {
  id: number
  email: string
  passwordHash: string
  disabled: boolean
}

const toUser = (row: Selectable<StaffUsersTable>): StaffUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  disabled: row.disabled_at !== null,
})

/** One account per mailbox, however it is typed. */
export const accountKey = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(db: Db, email: string): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_users')
    .selectAll()
    .where('email_key', '=', accountKey(email))
    .executeTakeFirst()
  return row && toUser(row)
}

export async function findUser(db: Db, id: number): Promise<StaffUser | undefined> {
  const row = await db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toUser(row)
}

/** Every account that can be given leads: the enabled ones, by address. */
export async function listActiveUsers(db: Db): Promise<Pick<StaffUser, 'id' | 'email'>[]> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'email'])
    .where('disabled_at', 'is', null)
    .orderBy('email_key')
    .execute()
}

export class AccountExists extends Error {}

export async function createUser(db: Db, email: string, passwordHash: string, now = new Date()) {
  if (await findUserByEmail(db, email)) throw new AccountExists(`An account for ${email} already exists`)
  const at = now.toISOString()
  const { id } = await db
    .insertInto('staff_users')
    .values({
      email: email.trim(),
      email_key: accountKey(email),
      password_hash: passwordHash,
      created_at: at,
      password_changed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Every session of the account ends: its cookies open nothing from now on. */
export async function endSessions(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** A new password, and every session opened with the old one ended. */
export async function setPassword(db: Db, userId: number, passwordHash: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
      .where('id', '=', userId)
      .execute()
    await endSessions(trx, userId)
  })
}

/** The account can no longer sign in, and is signed out wherever it was. */
export async function disableUser(db: Db, userId: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ disabled_at: now.toISOString() })
      .where('id', '=', userId)
      .execute()
    await endSessions(trx, userId)
  })
}

/** A disabled account may sign in again, with the password it had (its sessions ended when it was disabled). */
export async function enableUser(db: Db, userId: number) {
  await db.updateTable('staff_users').set({ disabled_at: null }).where('id', '=', userId).execute()
}

/** Every account, enabled or not, by address. */
export async function listUsers(db: Db): Promise<StaffUser[]> {
  const rows = await db.selectFrom('staff_users').selectAll().orderBy('email_key').execute()
  return rows.map(toUser)
}
