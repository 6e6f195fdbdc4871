import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

export interface Submission {
  id: number
  form: string
  createdAt: string
  payload: Record<string, string>
  userAgent: string | null
  spam: boolean
}

export interface NewSubmission {
  form: string
  payload: Record<string, string>
  userAgent?: string
  spam?: boolean
}

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file got. */
const migrations = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     form TEXT NOT NULL,
     created_at TEXT NOT NULL,
     payload TEXT NOT NULL,
     user_agent TEXT,
     spam INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX submissions_form_created ON submissions (form, created_at);`,
]

export const databaseFile = 'submissions.sqlite'

function migrate(db: Database.Database) {
  const current = db.pragma('user_version', { simple: true }) as number
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!)
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}

export type SubmissionStore = ReturnType<typeof openDatabase>

/** Opens (and creates, and migrates) the submissions database in `dataDir`. */
export function openDatabase(dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, databaseFile))
  db.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the visitor is told "sent", even if the machine then loses power.
  db.pragma('synchronous = FULL')
  db.pragma('busy_timeout = 5000')
  migrate(db)

  const insert = db.prepare(
    'INSERT INTO submissions (form, created_at, payload, user_agent, spam) VALUES (?, ?, ?, ?, ?)',
  )
  const insertAll = db.transaction((items: NewSubmission[]) =>
    items.map((item) =>
      Number(
        insert.run(
          item.form,
          new Date().toISOString(),
          JSON.stringify(item.payload),
          item.userAgent ?? null,
          item.spam ? 1 : 0,
        ).lastInsertRowid,
      ),
    ),
  )
  const select = db.prepare<
    [{ form: string | null; since: string | null; spam: number }],
    Record<string, unknown>
  >(
    `SELECT id, form, created_at, payload, user_agent, spam FROM submissions
     WHERE (@form IS NULL OR form = @form) AND (@since IS NULL OR created_at >= @since) AND (spam = 0 OR @spam)
     ORDER BY id`,
  )

  return {
    /** Stores submissions in one transaction and returns their ids once it is committed. */
    insert: (items: NewSubmission[]): number[] => insertAll(items),
    list(filter: { form?: string; since?: string; includeSpam?: boolean } = {}): Submission[] {
      return select
        .all({ form: filter.form ?? null, since: filter.since ?? null, spam: filter.includeSpam ? 1 : 0 })
        .map((row) => ({
          id: row.id as number,
          form: row.form as string,
          createdAt: row.created_at as string,
          payload: JSON.parse(row.payload as string) as Record<string, string>,
          userAgent: row.user_agent as string | null,
          spam: row.spam === 1,
        }))
    },
    count: () => (db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n,
    close: () => db.close(),
  }
}
