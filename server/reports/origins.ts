import { sql, type RawBuilder } from 'kysely'
import { onPostgres } from '../store/dialect'
import type { Visit } from '../store/visit'
import type { Db } from '../store/schema'
import { referrerHost, sitePage } from './page-views'

/**
 * Where each lead came from, as the reports name it, kept in `lead_origins`: read once from the
 * lead's JSON (its fields and its visit) the first time a report looks, so a year's report reads
 * plain columns rather than parsing 100,000 documents. Its source and country are worked out when
 * it is stored and kept on the lead too, where the reports that group by them read them with its
 * moments. A lead's fields and visit never change once stored; a deleted lead's row goes with it
 * (store/uploads.ts).
 */

/**
 * How far below the newest lead already read the reports look again for leads not read yet: a
 * transaction that took its lead's number earlier may commit a moment after a later one.
 */
const lateCommits = 1_000
/** Leads read and written at a time. */
const batch = 500

/** A text field of a JSON column, at `path`, on either database. */
function jsonText(db: Db, column: string, path: readonly string[]): RawBuilder<string | null> {
  return onPostgres(db)
    ? sql<string | null>`(${sql.ref(column)}::jsonb #>> ${`{${path.join(',')}}`}::text[])`
    : sql<string | null>`(${sql.ref(column)} ->> ${`$.${path.join('.')}`})`
}

/** The site page at an address (absolute or a path), when it is one. */
function pathOf(address: string | null): string | undefined {
  if (!address || address.length > 2048) return undefined
  try {
    return sitePage(new URL(address, 'http://site.invalid').pathname)
  } catch {
    return undefined
  }
}

const cleanText = (value: unknown, max: number) => {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, max) : undefined
  return text || undefined
}

/**
 * Where a lead came from as the reports group it: its `utm_source` in lower case, else the
 * referring site's host, else `direct`. Kept on the lead when it is stored (store/leads.ts).
 */
export function sourceOf(visit: Visit | undefined): string {
  const referrer = typeof visit?.referrer === 'string' ? visit.referrer : undefined
  return cleanText(visit?.utm?.utm_source, 60)?.toLowerCase() ?? (referrerHost(referrer, []) || 'direct')
}

/** The country a lead's buyer typed (`country`, or `Country` in the quotation's fields), tidied. */
export function countryOf(payload: Readonly<Record<string, unknown>>): string | null {
  return cleanText(payload.country ?? payload.Country, 60) ?? null
}

/** Reads the origins of the leads stored since the last look; resolves with how many it read. */
export async function fillOrigins(db: Db): Promise<number> {
  const newest = await db
    .selectFrom('lead_origins')
    .select((eb) => eb.fn.max('lead_id').as('newest'))
    .executeTakeFirst()
  let after = Math.max(0, Number(newest?.newest ?? 0) - lateCommits)
  let read = 0
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'page', 'source', 'country'])
      .select([
        jsonText(db, 'visit', ['utm', 'utm_campaign']).as('utm_campaign'),
        jsonText(db, 'visit', ['landing']).as('landing'),
      ])
      .where('id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lead_origins').select('lead_id').whereRef('lead_origins.lead_id', '=', 'leads.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(batch)
      .execute()
    if (rows.length === 0) return read
    await db
      .insertInto('lead_origins')
      .values(
        rows.map((row) => ({
          lead_id: row.id,
          country: row.country,
          source: row.source,
          campaign: cleanText(row.utm_campaign, 60) ?? null,
          landing: pathOf(row.landing) ?? null,
          page: pathOf(row.page) ?? null,
        })),
      )
      // Another look reading the same leads at the same moment wrote the same rows.
      .onConflict((conflict) => conflict.column('lead_id').doNothing())
      .execute()
    read += rows.length
    after = rows.at(-1)!.id
  }
}
