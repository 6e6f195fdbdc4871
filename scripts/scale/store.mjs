// Reads what the instances stored, straight from the database they share: PostgreSQL through `pg`,
// or, with --sqlite, the one SQLite file both instances open. The queries are the same for both.
import Database from 'better-sqlite3'
import pg from 'pg'

export async function openStoreReader({ databaseUrl, sqliteFile }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return { all: async (query) => (await client.query(query)).rows, close: () => client.end() }
  }
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true })
  return { all: async (query) => db.prepare(query).all(), close: async () => db.close() }
}

/** True when the database holds no table of leads yet, or an empty one: the bench counts every lead in it. */
export async function isEmpty(reader) {
  try {
    const [row] = await reader.all('SELECT count(*) AS n FROM leads')
    return Number(row.n) === 0
  } catch {
    return true
  }
}

/** Jobs by state and kind, and how many were claimed more than once (a lease that ran out, or a retry). */
export async function outboxState(reader) {
  const rows = await reader.all('SELECT state, kind, count(*) AS n FROM outbox GROUP BY state, kind')
  const [{ n: retaken }] = await reader.all('SELECT count(*) AS n FROM outbox WHERE attempts > 1')
  const count = (state, kind) =>
    rows
      .filter((row) => (!state || row.state === state) && (!kind || row.kind === kind))
      .reduce((sum, row) => sum + Number(row.n), 0)
  return { count, retaken: Number(retaken) }
}

/** Every lead's reference, whether it is spam, and the buyer's address (each form names it its own way). */
export async function storedLeads(reader) {
  const rows = await reader.all('SELECT reference, spam, payload FROM leads')
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    // A flag may come back as a boolean, a number or (a bigint) a string.
    const spam = row.spam === true || Number(row.spam) > 0
    return { reference: row.reference, spam, email: String(payload.email ?? payload.Email).toLowerCase() }
  })
}
