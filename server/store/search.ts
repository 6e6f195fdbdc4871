import { sql, type RawBuilder } from 'kysely'
import { buyerOf, messageOf, type Posted } from './buyer'
import { onPostgres } from './dialect'
import type { Db } from './schema'

/** A lead as the search index reads it. */
export interface Searchable extends Posted {
  id: number
  reference: string
}

/** What is searched in a lead: its reference, the buyer's name, company and address, their message. */
function searchedText(lead: Searchable): string[] {
  const buyer = buyerOf(lead)
  return [lead.reference, buyer.name, buyer.company, buyer.email, messageOf(lead)]
}

/**
 * The words of `text` as PostgreSQL's index keeps them: letters and digits, lower-cased, accents
 * dropped ("Muñoz" is found by "munoz"), everything else a break, as SQLite's tokenizer reads it.
 */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/**
 * Adds leads to the full-text index (`leads_search`, keyed by lead id: SQLite FTS5, or a tsvector
 * per lead on PostgreSQL). Run in the transaction that stores them, so a lead is found from the
 * moment it is committed.
 */
export async function indexForSearch(db: Db, leads: Searchable[]): Promise<void> {
  const postgres = onPostgres(db)
  // Many rows per statement (at most six parameters each), as the leads themselves are written.
  for (let start = 0; start < leads.length; start += 500) {
    const rows = leads.slice(start, start + 500).map((lead) => {
      if (postgres) {
        const words = wordsOf(searchedText(lead).join(' ')).join(' ')
        return sql`(${lead.id}, to_tsvector('simple', ${words}))`
      }
      return sql`(${sql.join([lead.id, ...searchedText(lead)])})`
    })
    await (
      postgres
        ? sql`INSERT INTO leads_search (lead_id, document) VALUES ${sql.join(rows)}`
        : sql`INSERT INTO leads_search (rowid, reference, name, company, email, message)
          VALUES ${sql.join(rows)}`
    ).execute(db)
  }
}

/** Removes leads from the index, when they are erased or deleted. */
export async function dropFromSearch(db: Db, ids: number[]): Promise<void> {
  if (onPostgres(db)) {
    if (ids.length) await sql`DELETE FROM leads_search WHERE lead_id IN (${sql.join(ids)})`.execute(db)
    return
  }
  for (const id of ids) await sql`DELETE FROM leads_search WHERE rowid = ${id}`.execute(db)
}

/**
 * The ids of the leads whose words start with every word typed ("smi acm" finds Jane Smith of
 * Acme), as a subquery; undefined when nothing searchable was typed. Each word is passed as a
 * value, quoted for FTS5 or made of letters and digits only for PostgreSQL, so nothing typed is
 * read as query syntax.
 */
export function matchingLeads(db: Db, typed: string): RawBuilder<number> | undefined {
  if (onPostgres(db)) {
    const words = wordsOf(typed).slice(0, 12)
    if (words.length === 0) return undefined
    const query = words.map((word) => `${word}:*`).join(' & ')
    return sql<number>`(SELECT lead_id FROM leads_search WHERE document @@ to_tsquery('simple', ${query}))`
  }
  const query = matchQuery(typed)
  if (!query) return undefined
  return sql<number>`(SELECT rowid FROM leads_search WHERE leads_search MATCH ${query})`
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
