import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentKinds } from './kinds'
import { checkContent } from './load/check'
import { formatProblem } from './load/problems'

/**
 * The fabric and printing guides name each fabric and method by the key a quotation stores: the
 * shipped kinds, checked on the shipped files with one change an editor could make.
 */
const guide = (kind: 'fabrics' | 'printing') => {
  const schema = contentKinds.find(({ name }) => name === kind)!
  const read = (language: 'en' | 'es') =>
    readFileSync(new URL(`../../content/${kind}/${kind}.${language}.yml`, import.meta.url), 'utf8')
  const problems = ({ en = read('en'), es = read('es') }: { en?: string; es?: string }) =>
    checkContent(
      [
        { path: `content/${kind}/${kind}.en.yml`, text: en },
        { path: `content/${kind}/${kind}.es.yml`, text: es },
      ],
      { kinds: [schema] },
    ).problems.map(formatProblem)
  return { en: read('en'), es: read('es'), problems }
}

/** The text with its one occurrence of `from` replaced, failing if there is not exactly one. */
function once(text: string, from: string, to: string): string {
  expect(text.split(from), `"${from}" once in the file`).toHaveLength(2)
  return text.replace(from, to)
}

describe('the fabric guide', () => {
  const { en, es, problems } = guide('fabrics')
  const en$ = 'content/fabrics/fabrics.en.yml'
  const es$ = 'content/fabrics/fabrics.es.yml'

  it('passes as shipped', () => {
    expect(problems({})).toEqual([])
  })

  it('refuses a fabric whose key the quotation form does not know, with the keys it knows', () => {
    const [problem, ...rest] = problems({ en: once(en, 'key: linen\n', 'key: hemp\n') })
    expect(problem).toMatch(
      new RegExp(
        `^${en$} › groups › items › natural › fabrics › 4 › key \\(English\\): unknown option "hemp"; the options are "combed-cotton-jersey", `,
      ),
    )
    expect(rest).toEqual([])
  })

  it('refuses a fabric with no key', () => {
    expect(problems({ en: once(en, '        - key: linen\n          name:', '        - name:') })).toEqual([
      `${en$} › groups › items › natural › fabrics › 4 › key (English): missing.`,
    ])
  })

  it('refuses a fabric named twice, and so one the quotation form would offer without its name', () => {
    expect(problems({ en: once(en, 'key: linen\n', 'key: merino-wool\n') })).toEqual([
      `${en$} › groups › items (English): names "merino-wool" more than once; each fabric is in the guide once.`,
      `${en$} › groups › items (English): has no "linen"; the quotation form offers every fabric by the guide’s name, so each is in the guide once.`,
    ])
  })

  it('refuses a Spanish fabric or pick that names another fabric than its English', () => {
    const swapped = once(es, 'key: linen\n', 'key: merino-wool\n').replace(
      'key: merino-wool\n',
      'key: linen\n',
    )
    expect(problems({ es: swapped })).toEqual([
      `${es$} › groups › items › natural › fabrics › 3 › key (Spanish): is "linen" where the English has "merino-wool": an option is the same in both languages.`,
      `${es$} › groups › items › natural › fabrics › 4 › key (Spanish): is "merino-wool" where the English has "linen": an option is the same in both languages.`,
    ])
    const pick = once(es, '      picks:\n        - softshell\n', '      picks:\n        - linen\n')
    expect(problems({ es: pick })).toEqual([
      `${es$} › choosing › needs › cold › picks › 1 (Spanish): is "linen" where the English has "softshell": an option is the same in both languages.`,
    ])
  })
})

describe('the printing guide', () => {
  const { en, problems } = guide('printing')
  const en$ = 'content/printing/printing.en.yml'

  it('passes as shipped', () => {
    expect(problems({})).toEqual([])
  })

  it('refuses a method the quotation form does not know, and so leaves one it offers without its name', () => {
    expect(problems({ en: once(en, 'key: puff\n', 'key: foil\n') })).toEqual([
      `${en$} › methods › items › 6 › key (English): unknown option "foil"; the options are "screen", "dtg", "heat-transfer", "sublimation", "embroidery", "puff", "all-over".`,
    ])
    expect(problems({ en: once(en, 'key: puff\n', 'key: dtg\n') })).toEqual([
      `${en$} › methods › items (English): names "dtg" more than once; each method is in the guide once.`,
      `${en$} › methods › items (English): has no "puff"; the quotation form offers every method by the guide’s name, so each is in the guide once.`,
    ])
  })
})
