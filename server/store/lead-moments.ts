import { isoMs } from '../working-time'

/**
 * The moments of a lead's way through the team, each kept twice: as ISO text, which the inbox
 * and the exports show, and as milliseconds since 1970, which the reports measure and group by
 * without parsing a year of text. Every write of a moment goes through `momentColumns`, so the two
 * never disagree.
 */
const msColumnOf = {
  created_at: 'received_ms',
  answered_at: 'answered_ms',
  quoted_at: 'quoted_ms',
  closed_at: 'closed_ms',
} as const

type MomentColumn = keyof typeof msColumnOf
type Moments = Partial<Record<MomentColumn, string | null>>
type MomentColumns<Given extends Moments> = Given & {
  [Column in keyof Given & MomentColumn as (typeof msColumnOf)[Column]]: Given[Column] extends string
    ? number
    : number | null
}

/** The columns that write the moments given (ISO text, or null to clear one): each with its milliseconds. */
export function momentColumns<Given extends Moments>(given: Given): MomentColumns<Given> {
  const columns: Record<string, string | number | null> = { ...given }
  for (const [column, moment] of Object.entries(given) as Array<[MomentColumn, string | null]>)
    columns[msColumnOf[column]] = moment === null ? null : isoMs(moment)
  return columns as MomentColumns<Given>
}
