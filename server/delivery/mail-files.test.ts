import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { testEnv } from '../test/env'
import { sampleEnquiry } from '../test/samples'
import { waitUntil } from '../test/wait'
import { deleteOldMailFiles, mailFolder } from './mail-files'

const day = 86_400_000

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** Writes `name` into the mail folder as if it had been written `daysAgo` days ago. */
function written(dataDir: string, name: string, daysAgo: number) {
  const file = path.join(mailFolder(dataDir), name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, 'From: Sterling Stitch\r\n\r\nA mail')
  const at = new Date(Date.now() - daysAgo * day)
  utimesSync(file, at, at)
}

describe('the .eml outbox files', () => {
  it('go once older than the retention, and nothing else in the folder goes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-files-'))
    written(dataDir, 'SS-4F7K2QXM-notify-1.eml', 31)
    written(dataDir, 'SS-4F7K2QXM-ack-2.eml', 31)
    written(dataDir, 'SS-4F7K2QXM-ack-3.eml.tmp', 40)
    written(dataDir, 'SS-9H3M5RTW-notify-4.eml', 29)
    written(dataDir, 'notes.txt', 400)
    expect(await deleteOldMailFiles(dataDir, 30)).toBe(3)
    expect(readdirSync(mailFolder(dataDir)).sort()).toEqual(['SS-9H3M5RTW-notify-4.eml', 'notes.txt'])
    expect(await deleteOldMailFiles(mkdtempSync(path.join(tmpdir(), 'mail-none-')), 30)).toBe(0)
  })

  it('are removed by a running site past MAIL_FILE_RETENTION_DAYS, while new mails are written', async () => {
    const env = testEnv({ MAIL_FILE_RETENTION_DAYS: '2' })
    written(env.dataDir, 'SS-4F7K2QXM-notify-1.eml', 3)
    app = await buildApp(env)
    await app.ready()
    const response = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: sampleEnquiry })
    expect(response.statusCode).toBe(200)
    const { reference } = response.json<{ reference: string }>()
    await waitUntil('the new mails to be written', () =>
      readdirSync(mailFolder(env.dataDir)).some((name) => name.startsWith(`${reference}-ack-`)),
    )
    expect(readdirSync(mailFolder(env.dataDir)).every((name) => name.startsWith(reference))).toBe(true)
  })
})
