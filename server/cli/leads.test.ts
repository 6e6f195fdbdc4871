import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { leadCsvHeader } from '../admin/lead-csv'
import { byteOrderMark, csvRow } from '../store/csv'
import { listAudit } from '../store/audit'
import { insertLeads } from '../store/leads'
import { withStore } from '../store/open'
import { park } from '../store/outbox'
import { replyCapDefaults } from '../env'
import { capturedOutput } from '../test/output'
import { serverSchema } from '../test/stores'
import { exportCsv, main, readLeads, readOptions, retryDeliveries } from './leads'

async function database() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-'))
  const references = await withStore({ dataDir: dataDir }, async (db) => {
    const stored = await insertLeads(
      db,
      [
        {
          form: 'contact',
          payload: { name: 'Jane, "JJ" Smith', email: 'jane@club.example', message: '=HYPERLINK("x")' },
          spam: false,
          locale: 'es',
          page: 'https://shop.example/es/contact',
          visit: { landing: '/es?utm_source=google', utm: { utm_source: 'google' } },
        },
        { form: 'newsletter', payload: { email: 'buyer@shop.example' }, spam: false, locale: 'en' },
        {
          form: 'contact',
          payload: { name: 'Bot', email: 'bot@spam.example', _gotcha: 'x' },
          spam: true,
          locale: 'en',
        },
      ],
      { webhook: false, replyCaps: replyCapDefaults },
    )
    await park(db, 1, 'EAUTH 535: Invalid login')
    return stored.map((lead) => lead.reference)
  })
  return { dataDir, references }
}

const list = async (argv: string[]) => {
  const { dataDir, references } = await database()
  const options = readOptions([...argv, '--data-dir', dataDir])
  if (options.command !== 'list') throw new Error('expected a list')
  return { rows: await withStore({ dataDir: dataDir }, (db) => readLeads(db, options)), references, dataDir }
}

describe('npm run leads', () => {
  it('lists one form without its spam', async () => {
    const { rows } = await list(['--form', 'contact'])
    expect(rows.map((row) => row.fields.name)).toEqual(['Jane, "JJ" Smith'])
  })

  it('includes spam only when asked, and filters by date', async () => {
    expect((await list(['--spam'])).rows).toHaveLength(3)
    expect((await list(['--since', '2999-01-01'])).rows).toEqual([])
  })

  it('writes the inbox export, column for column, newest first, and logs it', async () => {
    const { dataDir, references } = await database()
    const options = readOptions(['--data-dir', dataDir, '--spam'])
    if (options.command !== 'list') throw new Error('expected a list')
    const bytes = await withStore({ dataDir: dataDir }, async (db) => buffer(await exportCsv(db, options)))
    // Read as bytes: a text decoder would drop the byte-order mark this checks.
    const csv = bytes.toString('utf8')
    expect(csv.startsWith(byteOrderMark + csvRow(leadCsvHeader))).toBe(true)
    const rows = csv.slice(byteOrderMark.length).split('\r\n')
    expect(rows.map((row) => row.split(',')[0])).toEqual(['Reference', ...references.reverse(), ''])
    const jane = rows.find((row) => row.includes('Jane'))!
    // A cell that would run as a formula in a spreadsheet stays text.
    expect(jane).toContain('Spanish,"Jane, ""JJ"" Smith",,jane@club.example,')
    expect(jane).toContain('"\'=HYPERLINK(""x"")"')
    expect(jane).toContain('https://shop.example/es/contact')
    const entries = await withStore({ dataDir: dataDir }, (db) => listAudit(db))
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.detail])).toEqual([
      ['exported', 'command line', '3 leads, every form, spam included'],
    ])
  })

  it('keeps the deliveries of each lead in the JSON', async () => {
    const { rows } = await list(['--form', 'contact'])
    expect(rows[0]!.deliveries.map((job) => [job.kind, job.state, job.lastError])).toEqual([
      ['notify', 'parked', 'EAUTH 535: Invalid login'],
      ['ack', 'pending', null],
    ])
  })

  it('puts the parked deliveries of a lead back in the outbox', async () => {
    const { dataDir, references } = await database()
    const options = readOptions(['retry', references[0]!, '--data-dir', dataDir])
    expect(options).toMatchObject({ command: 'retry', target: references[0], store: { dataDir } })
    expect(readOptions(['retry', '12'])).toMatchObject({ target: 12 })
    const states = await withStore({ dataDir: dataDir }, async (db) => {
      expect(await retryDeliveries(db, references[0]!)).toBe(1)
      expect(await retryDeliveries(db, references[0]!)).toBe(0)
      return (await db.selectFrom('outbox').select('state').orderBy('id').execute()).map((job) => job.state)
    })
    expect(states).toEqual(['pending', 'pending', 'pending'])
    await expect(withStore({ dataDir: dataDir }, (db) => retryDeliveries(db, 'SS-22222222'))).rejects.toThrow(
      /No lead/,
    )
  })

  it('refuses an unknown form, format or command', () => {
    expect(() => readOptions(['--form', 'orders'])).toThrow(/--form/)
    expect(() => readOptions(['--format', 'xml'])).toThrow(/--format/)
    expect(() => readOptions(['delete'])).toThrow(/Unknown command/)
    expect(() => readOptions(['retry', 'SS-0000'])).toThrow(/job id/)
  })
})

/** The command as `npm run --silent leads` runs it, in a process of its own. */
const leadsCommand = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [path.resolve('server/cli/leads.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  })

describe('npm run leads, as a process', () => {
  it('writes the data alone to standard output, and which store to standard error', async () => {
    const { dataDir } = await database()
    const json = await leadsCommand(['--format', 'json'], { DATA_DIR: dataDir })
    expect((JSON.parse(json.stdout) as unknown[]).length).toBe(2)
    expect(json.stderr).toBe(`Store: SQLite at ${path.join(dataDir, 'submissions.sqlite')}\n`)
    const csv = await leadsCommand([], { DATA_DIR: dataDir })
    expect(csv.stdout.startsWith(byteOrderMark + csvRow(leadCsvHeader))).toBe(true)
  })

  it('refuses a folder with no database, creating nothing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'leads-empty-'))
    const failed = await leadsCommand([], { DATA_DIR: empty }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/^No database at .*\n$/) })
    expect(readdirSync(empty)).toEqual([])
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('npm run leads on a PostgreSQL server', () => {
  it('exports and retries from the database DATABASE_URL names', async () => {
    const schema = await serverSchema(process.env.TEST_DATABASE_URL!)
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leads-pg-')), DATABASE_URL: schema.url }
    try {
      const [lead] = await withStore({ dataDir: env.DATA_DIR, databaseUrl: schema.url }, async (db) => {
        const stored = await insertLeads(
          db,
          [
            {
              form: 'contact',
              payload: { name: 'Ana', email: 'ana@club.example' },
              spam: false,
              locale: 'en',
            },
          ],
          { webhook: false, replyCaps: replyCapDefaults },
        )
        await park(db, 1, 'EAUTH 535: Invalid login')
        return stored
      })
      const output = capturedOutput()
      await main(['--format', 'json'], env, output.stream)
      const rows = JSON.parse(output.text()) as Array<{ reference: string }>
      expect(rows.map((row) => row.reference)).toEqual([lead!.reference])
      await main(['retry', lead!.reference], env)
      const states = await withStore({ dataDir: env.DATA_DIR, databaseUrl: schema.url }, (db) =>
        db.selectFrom('outbox').select('state').orderBy('id').execute(),
      )
      expect(states.map((job) => job.state)).toEqual(['pending', 'pending'])
    } finally {
      await schema.drop()
    }
  })
})
