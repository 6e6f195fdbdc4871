// `npm run leads -- [--form contact|quote|newsletter] [--since 2026-01-01] [--format csv|json] [--spam]`:
// prints the stored form submissions for the sales team.
import { existsSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'

const forms = ['contact', 'quote', 'newsletter']

export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      form: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      spam: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
  })
  if (values.form && !forms.includes(values.form))
    throw new Error(`--form must be one of ${forms.join(', ')}`)
  if (!['csv', 'json'].includes(values.format)) throw new Error('--format must be csv or json')
  if (values.since && Number.isNaN(Date.parse(values.since)))
    throw new Error('--since must be a date, such as 2026-01-01')
  return {
    form: values.form,
    since: values.since ? new Date(values.since).toISOString() : undefined,
    format: values.format,
    includeSpam: values.spam,
    dataDir: path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data'),
  }
}

export function readLeads(file, { form, since, includeSpam }) {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare(
        `SELECT id, form, created_at, payload, user_agent, spam FROM submissions
         WHERE (@form IS NULL OR form = @form) AND (@since IS NULL OR created_at >= @since) AND (spam = 0 OR @spam)
         ORDER BY id`,
      )
      .all({ form: form ?? null, since: since ?? null, spam: includeSpam ? 1 : 0 })
      .map((row) => ({
        id: row.id,
        form: row.form,
        createdAt: row.created_at,
        spam: row.spam === 1,
        userAgent: row.user_agent,
        ...JSON.parse(row.payload),
      }))
  } finally {
    db.close()
  }
}

// A cell starting with = + - @ would run as a formula in a spreadsheet; a leading quote keeps it text.
function cell(value) {
  let text = value === undefined || value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(leads) {
  const columns = [...new Set(leads.flatMap((lead) => Object.keys(lead)))]
  return [columns, ...leads.map((lead) => columns.map((column) => lead[column]))]
    .map((row) => row.map(cell).join(','))
    .join('\r\n')
}

function main() {
  const options = readOptions(process.argv.slice(2))
  const file = path.join(options.dataDir, 'submissions.sqlite')
  if (!existsSync(file)) throw new Error(`No submissions database at ${file} (set DATA_DIR or --data-dir)`)
  const leads = readLeads(file, options)
  process.stdout.write(
    options.format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : `${toCsv(leads)}\r\n`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
