import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '../admin/passwords'
import { listAudit } from '../store/audit'
import { findUserByEmail } from '../store/staff'
import { capturedOutput } from '../test/output'
import { openTestStore, serverSchema, storeKinds, type TestStore } from '../test/stores'
import { execute, main, readOptions } from './admin'

const password = 'a long enough passphrase'
const given = (value: string) => async () => value

let store: TestStore | undefined
afterEach(async () => {
  await store?.close()
  store = undefined
})

describe('npm run admin', () => {
  it('refuses to make a database the server would not use', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'admin-empty-'))
    const run = main(
      ['create-user', '--email', 'ben@example.com', '--password-stdin'],
      { DATA_DIR: empty },
      {
        password: given(password),
      },
    )
    await expect(run).rejects.toThrow(/No database at .*submissions\.sqlite.*DATABASE_URL/)
    expect(readdirSync(empty)).toEqual([])
  })

  it('reads its settings as the server does: an empty variable is unset, --data-dir over DATA_DIR', () => {
    const options = readOptions(['list-users'], { DATA_DIR: '', DATABASE_URL: '' })
    expect(options.store).toMatchObject({ dataDir: path.resolve('data'), databaseUrl: undefined })
    expect(readOptions(['list-users', '--data-dir', '/srv/x'], { DATA_DIR: '/srv/y' }).store.dataDir).toBe(
      '/srv/x',
    )
    expect(() => readOptions(['list-users'], { DATABASE_URL: 'mysql://db/site' })).toThrow(
      /DATABASE_URL must be/,
    )
  })

  for (const kind of storeKinds)
    it(`disables, lists and enables an account again (${kind})`, async () => {
      store = await openTestStore(kind)
      const db = store.db
      const options = (argv: string[]) => readOptions([...argv, '--data-dir', store!.dataDir])
      const email = ['--email', 'Ana@Example.com']
      expect(await execute(db, options(['create-user', ...email]), given(password))).toBe(
        'Created Ana@Example.com: sign in at /admin',
      )
      expect(await execute(db, options(['disable-user', ...email]))).toBe(
        'Disabled Ana@Example.com and ended its sessions',
      )
      const listed = capturedOutput()
      expect(await execute(db, options(['list-users']), undefined, listed.stream)).toBe('')
      expect(listed.text()).toBe('Ana@Example.com\tdisabled\n')
      expect(await execute(db, options(['reset-password', ...email]), given(`${password}!`))).toBe(
        'Changed the password of Ana@Example.com and ended its sessions; it stays disabled until enable-user',
      )
      expect(await execute(db, options(['enable-user', ...email]))).toBe(
        'Enabled Ana@Example.com: it signs in with its password again',
      )
      const user = await findUserByEmail(db, 'ana@example.com')
      expect(user?.disabled).toBe(false)
      expect(await verifyPassword(user!.passwordHash, `${password}!`)).toBe(true)
      const again = capturedOutput()
      await execute(db, options(['list-users']), undefined, again.stream)
      expect(again.text()).toBe('Ana@Example.com\tenabled\n')
      expect((await listAudit(db)).map((entry) => entry.action).reverse()).toEqual([
        'account-created',
        'account-disabled',
        'password-reset',
        'account-enabled',
      ])
    })
})

describe.runIf(process.env.TEST_DATABASE_URL)('npm run admin on a PostgreSQL server', () => {
  it('makes the account in the database DATABASE_URL names, and no SQLite file', async () => {
    const schema = await serverSchema(process.env.TEST_DATABASE_URL!)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-pg-'))
    const env = { DATA_DIR: dataDir, DATABASE_URL: schema.url }
    try {
      await main(['create-user', '--email', 'ben@example.com'], env, { password: given(password) })
      const listed = capturedOutput()
      await main(['list-users'], env, { out: listed.stream })
      expect(listed.text()).toBe('ben@example.com\tenabled\n')
      expect(existsSync(path.join(dataDir, 'submissions.sqlite'))).toBe(false)
    } finally {
      await schema.drop()
    }
  })
})
