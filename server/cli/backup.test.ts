import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { listLeads } from '../store/leads'
import { databaseFile, withStore } from '../store/open'
import type { Db } from '../store/schema'
import { listUploads } from '../store/uploads'
import { multipartBody, pngFile } from '../test/artwork'
import { testEnv } from '../test/env'
import { sampleEnquiry, sampleQuote } from '../test/samples'
import { backup, readOptions } from './backup'

const run = promisify(execFile)
/** The command as `npm run backup` runs it, in a process of its own beside the server. */
const backupCommand = (args: string[], env: Record<string, string>) =>
  run(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/cli/backup.ts'), ...args], {
    env: { ...process.env, ...env },
  })

let dataDir: string
let app: FastifyInstance

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'backup-data-'))
  app = await buildApp(testEnv({ DATA_DIR: dataDir }))
})
afterEach(() => app.close())

/** One lead through the collector, every other one a quotation with a file; its reference once committed. */
async function sendLead(index: number): Promise<string> {
  const response =
    index % 2 === 0
      ? await app.inject({ method: 'POST', url: '/api/forms/contact', payload: sampleEnquiry })
      : await app.inject({ method: 'POST', url: '/api/forms/quote', ...multipartLead(index) })
  expect(response.statusCode).toBe(200)
  return response.json().reference
}
function multipartLead(index: number) {
  const { payload, headers } = multipartBody(sampleQuote, [
    { filename: `logo-${index}.png`, content: pngFile(20, 20, 2000 + index) },
  ])
  return { payload, headers }
}

/** Each lead as the store reads it, with its files' rows. */
const leadsWithFiles = async (db: Db) =>
  Promise.all(
    (await listLeads(db, { includeSpam: true })).map(async (lead) => ({
      ...lead,
      files: await listUploads(db, lead.id),
    })),
  )

describe('npm run backup', () => {
  it('copies every committed lead with its files’ rows while the collector goes on writing', async () => {
    const before: string[] = []
    for (let index = 0; index < 20; index++) before.push(await sendLead(index))

    let writing = true
    let during = 0
    const writer = (async () => {
      for (let index = 20; writing; index++) {
        await sendLead(index)
        during++
      }
    })()
    const out = path.join(dataDir, 'copies', 'nightly.sqlite')
    const { stdout } = await backupCommand(['--out', out], { DATA_DIR: dataDir })
    writing = false
    await writer
    expect(stdout.trim()).toBe(out)
    // One file, complete: nothing half-written beside it, no -wal to carry along.
    expect(readdirSync(path.dirname(out))).toEqual(['nightly.sqlite'])
    expect(during).toBeGreaterThan(0)

    // Restored as a data folder's database, and opened as the server opens it.
    const restored = mkdtempSync(path.join(tmpdir(), 'backup-restored-'))
    copyFileSync(out, path.join(restored, databaseFile))
    const copy = await withStore({ dataDir: restored }, leadsWithFiles)
    const live = await withStore({ dataDir }, leadsWithFiles)
    for (const reference of before)
      expect(copy.find((lead) => lead.reference === reference)).toEqual(
        live.find((lead) => lead.reference === reference),
      )
    for (const lead of copy) expect(lead.files).toHaveLength(lead.form === 'quote' ? 1 : 0)
    // One moment's database: the leads committed up to it, none missing between them.
    expect(copy).toEqual(live.slice(0, copy.length))
  })

  it('refuses to overwrite a file, and leaves it as it was', async () => {
    await sendLead(0)
    const out = path.join(dataDir, 'kept.sqlite')
    writeFileSync(out, 'last week’s copy')
    await expect(backup(dataDir, out)).rejects.toThrow(`${out} exists already`)
    expect(readFileSync(out, 'utf8')).toBe('last week’s copy')
  })

  it('names the copy by the time, in DATA_DIR/backups unless told otherwise', () => {
    const now = new Date('2026-11-24T09:05:07.123Z')
    expect(readOptions([], { DATA_DIR: '/srv/data' }, now).out).toBe(
      '/srv/data/backups/submissions-20261124T090507Z.sqlite',
    )
    expect(readOptions([], { DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://site@db/site' }, now).out).toBe(
      '/srv/data/backups/site-20261124T090507Z.dump',
    )
    // An empty variable is unset, as the server reads it.
    expect(readOptions([], { DATA_DIR: '', DATABASE_URL: '' }, now).out).toBe(
      path.resolve('data/backups/submissions-20261124T090507Z.sqlite'),
    )
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup on PostgreSQL', () => {
  it('writes a pg_dump archive under the name the docs give, and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-pg-'))
    const { stdout, stderr } = await backupCommand([], {
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
    })
    const out = stdout.trim()
    expect(path.dirname(out)).toBe(path.join(dataDir, 'backups'))
    expect(path.basename(out)).toMatch(/^site-\d{8}T\d{6}Z\.dump$/)
    expect(readdirSync(path.dirname(out))).toEqual([path.basename(out)])
    // pg_restore's custom format begins with these five bytes.
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('PGDMP')
    expect(stderr).toContain('Store: PostgreSQL')
    expect(stderr).not.toContain(new URL(process.env.TEST_DATABASE_URL!).password || '\0')
  })
})
