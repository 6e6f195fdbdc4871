import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { asRead, docPath, formsReference, markers, withReference } from './forms-doc'

describe('docs/forms.md', () => {
  it('lists each form’s fields and options as the forms’ tables have them (npm run docs:forms)', () => {
    const doc = readFileSync(docPath, 'utf8')
    const written = doc.slice(doc.indexOf(markers[0]), doc.indexOf(markers[1]) + markers[1].length)
    expect(asRead(written)).toBe(asRead(formsReference()))
  })

  it('names the required fields and the options the collector takes', () => {
    const reference = asRead(formsReference())
    expect(reference).toContain('|`name`|yes|text, at most 100 characters|')
    expect(reference).toContain('|`Phone`|yes|tel, at most 40 characters|')
    expect(reference).toContain('`clothing` `sportswear` `sports-equipment` `custom`')
    expect(reference).toMatch(/\|`Line\{n\}ProductType`\|\|one of [^|]*`jersey` /)
    expect(() => withReference('no markers')).toThrow(/lost its markers/)
  })
})
