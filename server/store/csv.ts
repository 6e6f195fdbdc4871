/**
 * CSV as spreadsheets open it (RFC 4180): UTF-8 behind a byte-order mark, so Excel reads "Muñoz"
 * rather than "MuÃ±oz"; rows ended by CRLF; a cell quoted when it holds a comma, a quote or a line
 * break, its quotes doubled.
 */
export const byteOrderMark = '\uFEFF'

/**
 * A cell's text, safe to open: one beginning with `=`, `+`, `-`, `@`, a tab or a carriage return
 * would be read as a formula by a spreadsheet (OWASP's CSV injection: `=HYPERLINK(...)` sending
 * the sheet's data away), so a single quote before it keeps it text.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === undefined || value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One row, its line end included. */
export const csvRow = (cells: Array<Parameters<typeof csvCell>[0]>): string =>
  `${cells.map(csvCell).join(',')}\r\n`
