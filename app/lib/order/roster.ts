import { maxRosterRows, sizes, type Size } from './catalogue'

/** One player of a kit order: the name and number printed on the shirt, and the size. */
export interface RosterRow {
  name: string
  /** As typed, so "07" stays "07": the digits are what gets printed. */
  number: string
  size: Size
}

export interface Roster {
  rows: RosterRow[]
  /** The rows (counted from 1, blank lines left out) that could not be read as a player. */
  unreadable: number[]
  /** More rows than a roster may hold; the extra ones are dropped. */
  tooLong: boolean
}

/** The longest name a shirt carries. */
export const maxNameLength = 30

/**
 * A size as people type it: any case, "2XL" for XXL, and with a note in brackets after it, as the
 * builder, the size charts and the order summary write a youth size with its ages ("YM (8-9 años)"),
 * so a roster copied back from them reads as written. Cut with indexOf, which cannot backtrack.
 */
function sizeOf(cell: string): Size | undefined {
  const bracket = cell.indexOf('(')
  const bare = bracket > 0 && cell.endsWith(')') ? cell.slice(0, bracket).trim() : cell
  const typed = bare
    .toUpperCase()
    .replace(/^2XL$/, 'XXL')
    .replace(/^XXXL$/, '3XL')
  return sizes.find((size) => size === typed)
}

/** The highest number a shirt carries: up to three digits. */
export const maxShirtNumber = 999

const isNumber = (cell: string) => /^\d{1,3}$/.test(cell)

/** The cells of one line: a spreadsheet pastes tabs, a CSV file commas, or semicolons in Spanish. */
function cellsOf(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ','
  return line.split(separator).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  )
}

/**
 * Reads a roster typed or pasted from a spreadsheet, one player a line: a name, a number and a
 * size, in any order, separated by tabs, commas or semicolons. A first line with neither a number
 * nor a size is taken as the spreadsheet's headings. A row needs a size and a name or a number.
 */
export function parseRoster(text: string): Roster {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const rows: RosterRow[] = []
  const unreadable: number[] = []
  lines.forEach((line, index) => {
    const cells = cellsOf(line)
    const numberAt = cells.findIndex(isNumber)
    const sizeAt = cells.findIndex((cell, at) => at !== numberAt && sizeOf(cell))
    if (index === 0 && numberAt < 0 && sizeAt < 0) return
    const name = cells.filter((cell, at) => at !== numberAt && at !== sizeAt && cell !== '').join(' ')
    if (sizeAt < 0 || (numberAt < 0 && name === '') || name.length > maxNameLength) {
      unreadable.push(index + 1)
      return
    }
    rows.push({ name, number: numberAt < 0 ? '' : cells[numberAt]!, size: sizeOf(cells[sizeAt]!)! })
  })
  return { rows: rows.slice(0, maxRosterRows), unreadable, tooLong: rows.length > maxRosterRows }
}

/** The numbers more than one player has, each once, in the order they first repeat. */
export function duplicateNumbers(rows: RosterRow[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const { number } of rows) {
    if (number === '') continue
    // "07" and "7" print differently but are the same number on the pitch.
    const key = String(Number(number))
    if (seen.has(key)) repeated.add(number)
    seen.add(key)
  }
  return [...repeated]
}

/** Players per size. */
export function rosterSizes(rows: RosterRow[]): Partial<Record<Size, number>> {
  const counts: Partial<Record<Size, number>> = {}
  for (const { size } of rows) counts[size] = (counts[size] ?? 0) + 1
  return counts
}

/** The sizes whose count of players differs from the quantity ordered, in size order. */
export function sizeMismatches(rows: RosterRow[], ordered: Partial<Record<Size, number>>) {
  const players = rosterSizes(rows)
  return sizes
    .filter((size) => (players[size] ?? 0) !== (ordered[size] ?? 0))
    .map((size) => ({ size, players: players[size] ?? 0, ordered: ordered[size] ?? 0 }))
}

/** A name as it will be printed on the shirt: in capitals, as the language writes them. */
export const printedName = (name: string, locale: string) => name.toLocaleUpperCase(locale)
