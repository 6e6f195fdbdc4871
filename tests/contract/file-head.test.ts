import { describe, expect, it } from 'vitest'
import { adversarialHeads } from '../../server/test/artwork'
import { longestStallMs, nextTurn, stallCeilingMs } from '../../server/test/event-loop'
import { artworkTypes, judgeArtwork } from '~/lib/order/artwork'
import { headType, isEpsComment, isSvgText } from '~/lib/order/file-head'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('recognising an SVG by its start', () => {
  it('takes the root after a declaration, comments and a document type, in any case', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<svg>',
      '\uFEFF  <?xml version="1.0" encoding="UTF-8"?>\n<svg\n width="10">',
      '<?xml version="1.0"?><!-- Generator: Illustrator --><!---->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<SVG viewBox="0 0 1 1">',
      '<!-- a -- b --> <!doctype svg><svg\t>',
    ])
      expect(isSvgText(text), text).toBe(true)
  })

  it('refuses anything else before the root, or no root', () => {
    for (const text of [
      '',
      'x<svg>',
      '<html><svg>',
      '<svgx>',
      '<svg',
      '<!-- never closed <svg>',
      '<?xml version="1.0"',
      '<!DOCTYPE svg',
      '<?xml?>x<svg>',
      `${'<!---->'.repeat(585)}x`,
    ])
      expect(isSvgText(text), text).toBe(false)
  })
})

describe('recognising an EPS file by its first line', () => {
  it('takes the EPSF comment of any PostScript level', () => {
    expect(isEpsComment('%!PS-Adobe-3.0 EPSF-3.0\n')).toBe(true)
    expect(isEpsComment('%!PS-Adobe-2.1 EPSF-1.2')).toBe(true)
  })

  it('refuses PostScript that is not EPS, and near misses', () => {
    for (const text of [
      '%!PS-Adobe-3.0\n',
      '%!PS-Adobe-3 EPSF-3.0',
      '%!PS-Adobe-x.0 EPSF-3.0',
      '%!PS-Adobe-3.0EPSF-',
    ])
      expect(isEpsComment(text), text).toBe(false)
  })
})

describe('every type by its first bytes', () => {
  it('names each type we take and nothing else', () => {
    expect(headType(Uint8Array.from([0x89, ...bytes('PNG\r\n\x1a\n')]))).toBe('png')
    expect(headType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(headType(bytes('%PDF-1.7'))).toBe('pdf')
    expect(headType(Uint8Array.from([0xc5, 0xd0, 0xd3, 0xc6, 0]))).toBe('eps')
    expect(headType(bytes('%!PS-Adobe-3.0 EPSF-3.0'))).toBe('eps')
    expect(headType(bytes('<svg>'))).toBe('svg')
    for (const head of [new Uint8Array(), Uint8Array.from([0x89, 0x50]), bytes('GIF89a'), bytes('%PDF')])
      expect(headType(head)).toBeUndefined()
  })
})

describe('judging hostile heads', () => {
  it('judges every adversarial head as every type without holding the event loop', async () => {
    const heads = adversarialHeads()
    const taken: string[] = []
    const stall = await longestStallMs(async () => {
      for (const { label, head } of heads) {
        for (const type of artworkTypes) {
          const result = judgeArtwork(`artwork.${type}`, '', head)
          if ('artwork' in result) taken.push(`${label} as ${type}`)
          // Each check on its own turn, so the monitor sees the longest single one.
          await nextTurn()
        }
      }
    })
    expect(heads.length).toBeGreaterThan(90)
    for (const { head } of heads) expect(head.length).toBeGreaterThan(4000)
    // A PDF or EPS start is all those checks ask for; no run of anything makes an image or an SVG.
    expect(
      taken.filter((entry) => !/^(?:pdf|eps|eps preview) then .* as (?:pdf|ai|eps)$/.test(entry)),
    ).toEqual([])
    expect(stall).toBeLessThan(stallCeilingMs)
  })
})
