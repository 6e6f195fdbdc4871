import { describe, expect, it } from 'vitest'
import { replaceSection, sectionsOf } from './report-section.mjs'

const lighthouse =
  '# Benchmarks\n\nMeasured by `npm run bench`.\n\n| page | Perf |\n| --- | --- |\n| / | 100 |\n'

describe('replaceSection', () => {
  it('adds the section after what the file holds', () => {
    expect(replaceSection(lighthouse, 'First tap', 'Table one.')).toBe(
      `${lighthouse}\n## First tap\n\nTable one.\n`,
    )
  })

  it('replaces only its own section, keeping the top and the sections after it', () => {
    const before = `${lighthouse}\n## First tap\n\nOld table.\nOld note.\n\n## Other bench\n\nKept.\n`
    expect(replaceSection(before, 'First tap', 'New table.')).toBe(
      `${lighthouse}\n## First tap\n\nNew table.\n\n## Other bench\n\nKept.\n`,
    )
  })

  it('replaces a last section to the end of the file', () => {
    const before = replaceSection(lighthouse, 'First tap (`npm run bench:interaction`)', 'Old.')
    const after = replaceSection(before, 'First tap (`npm run bench:interaction`)', 'New.')
    expect(after).toBe(`${lighthouse}\n## First tap (\`npm run bench:interaction\`)\n\nNew.\n`)
  })
})

describe('sectionsOf', () => {
  it('gives the sections below the top of the file, or nothing', () => {
    expect(sectionsOf(`${lighthouse}\n## First tap\n\nTable.\n`)).toBe('## First tap\n\nTable.\n')
    expect(sectionsOf(lighthouse)).toBe('')
  })
})
