import { describe, expect, it } from 'vitest'
import { addedLine, lineOf, linesShown } from './lines'

describe('the product lines the builder shows', () => {
  it('is the first alone on an empty form', () => {
    expect(linesShown({})).toBe(1)
    expect(linesShown({ values: { customerName: 'Ana', line1QtyM: '' } })).toBe(1)
  })

  it('reaches the last line that holds a value, by key or by posted name, empty lines before it included', () => {
    expect(linesShown({ values: { line3ProductType: 'cap' } })).toBe(3)
    expect(linesShown({ values: { Line4QtyXL: '20', Line2Style: '' } })).toBe(4)
  })

  it('reaches a line with a problem, and the line asked for, never past the last', () => {
    expect(linesShown({ fields: ['Line5QtyM', 'email'] })).toBe(5)
    expect(linesShown({ asked: 3, values: { line2Fabric: 'mesh' } })).toBe(3)
    expect(linesShown({ values: { Line9QtyM: '1' }, asked: 8 })).toBe(6)
  })
})

describe('a post asking for another line', () => {
  it('asks for a line from the second to the last, and nothing else', () => {
    expect(['2', '4', '6'].map(addedLine)).toEqual([2, 4, 6])
    for (const value of ['1', '7', '0', '02', '2 ', '-2', '', 'two', ['2', '3'], undefined])
      expect(addedLine(value), String(value)).toBeUndefined()
  })

  it("finds a field's line by its key or its posted name", () => {
    expect(lineOf('line2QtyM')).toBe(2)
    expect(lineOf('Line6Style')).toBe(6)
    expect(lineOf('email')).toBeUndefined()
  })
})
