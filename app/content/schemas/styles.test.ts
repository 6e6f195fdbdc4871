import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentKinds } from '../kinds'
import { checkContent, type ContentFile } from '../load/check'
import { formatProblem } from '../load/problems'

const styles = contentKinds.find((kind) => kind.name === 'styles')!
const folder = 'content/styles'

/** A shipped style's file, as an editor would start from it. */
const shipped = (slug: string, language: 'en' | 'es') =>
  readFileSync(new URL(`../../../${folder}/${slug}.${language}.yml`, import.meta.url), 'utf8')

/** A style's two files under `slug`, its English with the `edits` made to the shipped SS-SOC-101's. */
function style(
  slug: string,
  edits: Array<[string | RegExp, string]> = [],
  from = 'ss-soc-101',
): ContentFile[] {
  const english = edits.reduce((text, [find, replace]) => text.replace(find, replace), shipped(from, 'en'))
  return [
    { path: `${folder}/${slug}.en.yml`, text: english },
    { path: `${folder}/${slug}.es.yml`, text: shipped(from, 'es') },
  ]
}

const problems = (files: ContentFile[]) =>
  checkContent(files, { kinds: [styles] }).problems.map(formatProblem)

describe('a style', () => {
  it('passes as shipped', () => {
    expect(problems([...style('ss-soc-101'), ...style('ss-bsk-102', [], 'ss-bsk-102')])).toEqual([])
  })

  it('refuses a code that is not SS, three letters and three digits', () => {
    expect(problems(style('ss-soc-1010', [['code: SS-SOC-101', 'code: SS-SOC-1010']]))).toEqual([
      'content/styles/ss-soc-1010.en.yml › code (English): not in the expected form (a code such as SS-SOC-101: SS, the category’s three letters and three digits).',
    ])
  })

  it('refuses a code with another category’s letters', () => {
    expect(problems(style('ss-bsk-101', [['code: SS-SOC-101', 'code: SS-BSK-101']]))).toEqual([
      'content/styles/ss-bsk-101.en.yml › code (English): should carry its category’s three letters (see categoryCodes in app/content/schemas/styles.ts).',
    ])
  })

  it('refuses a code another style already has, naming that style’s file', () => {
    const copy = style('ss-soc-105')
    expect(problems([...style('ss-soc-101'), ...copy])).toEqual([
      'content/styles/ss-soc-105.en.yml › code (English): SS-SOC-101 is already the code of content/styles/ss-soc-101.en.yml: each entry needs its own.',
    ])
  })

  it('asks for files named by the code', () => {
    expect(problems(style('match-shirt'))).toEqual([
      'content/styles/match-shirt.en.yml › code (English): SS-SOC-101 should name the files: rename them ss-soc-101.en.yml and ss-soc-101.es.yml, or correct the code.',
    ])
  })

  it('refuses a category, fabric, decoration or fit the site does not have', () => {
    const found = problems(
      style('ss-soc-101', [
        ['category: soccer', 'category: curling'],
        ['  - recycled-polyester', '  - kevlar'],
        ['  - woven-patch', '  - rhinestones'],
        ['fit: women', 'fit: petite'],
      ]),
    )
    expect(found).toHaveLength(4)
    expect(found[0]).toMatch(
      /^content\/styles\/ss-soc-101\.en\.yml › category \(English\): .*"american-football"/,
    )
    expect(found[1]).toMatch(/› fabrics › 2 \(English\): .*"combed-cotton-jersey"/)
    expect(found[2]).toMatch(/› decorations › 4 \(English\): .*"woven-patch"/)
    expect(found[3]).toMatch(/› fits › 2 › fit \(English\): .*"adult"/)
  })

  it('refuses sizes its fit is not cut in, or out of order', () => {
    expect(problems(style('ss-soc-101', [['      - YXS\n', '      - XS\n']]))).toEqual([
      'content/styles/ss-soc-101.en.yml › fits › 3 › sizes (English): has a size this fit is not cut in: adult and women take XS to 3XL, youth YXS to YXL.',
    ])
    expect(problems(style('ss-soc-101', [['      - XS\n      - S\n', '      - S\n      - XS\n']]))).toEqual([
      'content/styles/ss-soc-101.en.yml › fits › 1 › sizes (English): should list each size once, smallest first.',
    ])
  })

  it('asks a garment for a fit and a fabric, and lets goods go without', () => {
    const garment = problems(
      style('ss-soc-101', [
        [/fabrics:[\s\S]*?(?=decorations:)/, 'fabrics: []\n'],
        [/fits:[\s\S]*?(?=name:)/, 'fits: []\n'],
      ]),
    )
    expect(garment).toEqual([
      'content/styles/ss-soc-101.en.yml › fits (English): a garment needs at least one fit with its sizes.',
      'content/styles/ss-soc-101.en.yml › fabrics (English): a garment needs at least one fabric from the fabric guide.',
    ])
    expect(problems(style('ss-soc-104', [], 'ss-soc-104'))).toEqual([])
  })

  it('takes photos with one description each in both languages', () => {
    const photos = 'photos:\n  - /media/shirt-front.jpg\n  - /media/shirt-back.jpg\n'
    const media = [
      { path: 'content/media/shirt-front.jpg', text: '' },
      { path: 'content/media/shirt-back.jpg', text: '' },
    ]
    const [en, es] = style('ss-soc-101') as [ContentFile, ContentFile]
    const withPhotos = {
      ...en,
      text: `${photos}${en.text}photosAlt:\n  - The shirt from the front\n  - The shirt from the back\n`,
    }
    expect(problems([withPhotos, es, ...media])).toEqual([
      'content/styles/ss-soc-101.es.yml › photosAlt (Spanish): should hold 2 alt texts, one for each photo in photos in its order, each saying what the photo shows.',
    ])
    const spanish = {
      ...es,
      text: `${es.text}photosAlt:\n  - La camiseta de frente\n  - La camiseta de espaldas\n`,
    }
    expect(problems([withPhotos, spanish, ...media])).toEqual([])
    expect(problems([withPhotos, spanish, media[0]!])).toEqual([
      'content/styles/ss-soc-101.en.yml › photos (English): the photo /media/shirt-back.jpg is not in content/media (upload it again, or clear the field).',
    ])
  })
})
