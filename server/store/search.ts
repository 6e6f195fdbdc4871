import { sql } from 'kysely'
import { buyerOf, messageOf } from './buyer'
import type { Db } from './schema'

/** A lead as the search index reads it. */
export interface Searchable {
  id: number
  reference: string
  payload: Record<string, string>
}

/**
 * Adds leads to the full-text index (`leads_search`, SQLite FTS5, row id = lead id): their
 * reference, the buyer's name, company and address, and their message. Run in the transaction
 * that stores them, so a lead is found from the moment it is committed.
 */
export async function indexForSearch(db: Db, leads: Searchable[]): Promise<void> {
  // Many rows per statement (six parameters each), as the leads themselves are written.
  for (let start = 0; start < leads.length; start += 500) {
    const rows = leads.slice(start, start + 500).map((lead) => {
      const buyer = buyerOf(lead.payload)
      const values = [
        lead.id,
        lead.reference,
        buyer.name,
        buyer.company,
        buyer.email,
        messageOf(lead.payload),
      ]
      return sql`(${sql.join(values)})`
    })
    await sql`INSERT INTO leads_search (rowid, reference, name, company, email, message)
      VALUES ${sql.join(rows)}`.execute(db)
  }
}

/** Removes leads from the index, when they are erased or deleted. */
export async function dropFromSearch(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) await sql`DELETE FROM leads_search WHERE rowid = ${id}`.execute(db)
}

/**
 * What a person typed, as an FTS5 query: every word must match the start of a word in any column
 * ("smi acm" finds Jane Smith of Acme). Each word is quoted, so nothing typed is read as FTS5
 * syntax; an empty result means there is nothing to search for.
 */
export function matchQuery(typed: string): string {
  const words = typed.match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 12)
    .map((word) => `"${word}"*`)
    .join(' ')
}
