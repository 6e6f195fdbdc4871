import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { es } from '~/i18n/es'
import { mail } from '~/i18n/es-mail'
import { pageContents, stringsIn as strings, unreadWords } from '~/testing/page-contents'
import { figureText } from './figure-text'
import { facts, formatFigure, stats, type Figure } from './figures'
import { contentFor } from './page-content'

const figures: Figure[] = [...Object.values(stats), facts.monthlyCapacity]

const spanish: Array<[string, string]> = [
  ...strings(es, 'i18n/es'),
  ...strings(mail, 'i18n/es-mail'),
  // Each page as it prints, the figures filled in as Spanish writes them.
  ...pageContents.flatMap((page) => strings(contentFor(page, 'es'), page.id)),
  ...strings(figureText('es'), 'figureText'),
  ...figures.flatMap((figure, index) => [
    [`figure ${index}, prose`, formatFigure(figure, 'es', 'prose')] as [string, string],
    [`figure ${index}, tile`, formatFigure(figure, 'es', 'tile')] as [string, string],
  ]),
]

/** The "Retired terms" table of docs/glossary.md: each retired term, and the phrases that may hold it. */
function retiredTerms(): Array<{ term: string; allowed: string[] }> {
  const glossary = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8')
  const table = glossary.split('## Retired terms')[1] ?? ''
  const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [retired = '', useInstead = ''] = line.split('|').slice(1)
      return quoted(retired).map((term) => ({ term, allowed: quoted(useInstead) }))
    })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A term as a whole word, case-insensitive: edges that are letters must not touch another letter. */
function wholeWord(term: string, flags = 'iu'): RegExp {
  const before = /^[\p{L}\p{N}]/u.test(term) ? '(?<![\\p{L}\\p{N}])' : ''
  const after = /[\p{L}\p{N}]$/u.test(term) ? '(?![\\p{L}\\p{N}])' : ''
  return new RegExp(`${before}${escape(term)}${after}`, flags)
}

function snippet(text: string, match: RegExpExecArray) {
  return text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
}

describe('Spanish copy', () => {
  it('is all read, interface strings, page copy and figures alike', () => {
    expect(unreadWords('es')).toEqual([])
    expect(spanish.length).toBeGreaterThan(1000)
  })

  it('writes no figure in English notation ("15+", "1 M+", "5.000 mm+")', () => {
    const englishNotation = /(?<!\d)\d+(?:\s?[a-z]{1,3})?\+/i
    const found = spanish.flatMap(([where, text]) => {
      const match = englishNotation.exec(text)
      return match ? [`${where}: …${snippet(text, match)}…`] : []
    })
    expect(found).toEqual([])
  })

  it('uses none of the terms the glossary retires', () => {
    const retired = retiredTerms()
    expect(retired.length).toBeGreaterThan(50)
    const found = spanish.flatMap(([where, text]) =>
      retired.flatMap(({ term, allowed }) => {
        // Blanked to the same length, so the match points into the text as written.
        const rest = allowed.reduce(
          (result, phrase) => result.replace(wholeWord(phrase, 'giu'), (found) => ' '.repeat(found.length)),
          text,
        )
        const match = wholeWord(term).exec(rest)
        return match ? [`${where}: "${term}" in …${snippet(text, match)}…`] : []
      }),
    )
    expect(found).toEqual([])
  })
})
