import { describe, expect, it } from 'vitest'
import { fabricsContent } from '~/content/fabrics'
import { contentFor } from '~/content/page-content'
import { printingContent } from '~/content/printing'
import { fabrics, printMethods } from './catalogue'
import { fabricWeights, optionNames } from './option-names'

describe.each(['en', 'es'] as const)('the quotation options in %s', (locale) => {
  const names = optionNames(locale)

  it("name every fabric by the fabrics guide's own name, in the guide's families", () => {
    const guide = contentFor(fabricsContent, locale).groups.items
    expect(fabrics.map((fabric) => names.fabrics[fabric])).toEqual(
      guide.flatMap((group) => group.fabrics.map((fabric) => fabric.name)),
    )
    expect(names.fabricGroups.map((group) => group.title)).toEqual(guide.map((group) => group.title))
    expect(names.fabricGroups.flatMap((group) => group.fabrics)).toEqual([...fabrics])
  })

  it('name every print method as the printing guide titles it', () => {
    const guide = contentFor(printingContent, locale).methods.items
    expect(printMethods.map((method) => names.printMethods[method])).toEqual(
      guide.map((method) => method.title),
    )
  })

  it('weigh every fabric with the figure the fabrics guide quotes first for it', () => {
    const guide = contentFor(fabricsContent, locale).groups.items.flatMap((group) => group.fabrics)
    const weights = fabricWeights(locale)
    for (const [index, fabric] of fabrics.entries()) {
      expect(weights[fabric]).toMatch(/\d/)
      expect(guide[index]!.properties[0]).toContain(weights[fabric])
    }
    expect(weights['cotton-pique']).toBe(locale === 'en' ? '200-240\u00a0gsm' : '200-240\u00a0g/m²')
  })
})
