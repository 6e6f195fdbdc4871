import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { audit, listAudit, server } from './audit'
import { withStore } from './open'

describe('the audit log', () => {
  it('is append-only: the database refuses to change or remove an entry', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'audit-'))
    await withStore({ dataDir: dataDir }, async (db) => {
      await audit(db, server, 'deleted-spam', { detail: '3 spam leads older than 30 days' })
      await expect(db.updateTable('audit_log').set({ detail: 'nothing happened' }).execute()).rejects.toThrow(
        /append-only/,
      )
      await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/)
      await expect(sql`DELETE FROM audit_log WHERE id = 1`.execute(db)).rejects.toThrow(/append-only/)
      expect(await listAudit(db)).toMatchObject([{ detail: '3 spam leads older than 30 days' }])
    })
  })
})
