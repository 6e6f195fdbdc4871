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
    expect(Object.keys(names.fabrics).sort()).toEqual([...fabrics].sort())
    for (const fabric of guide.flatMap((group) => group.fabrics))
      expect(names.fabrics[fabric.key]).toBe(fabric.name)
    expect(names.fabricGroups).toEqual(
      guide.map((group) => ({ title: group.title, fabrics: group.fabrics.map((fabric) => fabric.key) })),
    )
    expect(names.fabricGroups.flatMap((group) => group.fabrics).sort()).toEqual([...fabrics].sort())
  })

  it('name every print method as the printing guide titles it', () => {
    const guide = contentFor(printingContent, locale).methods.items
    expect(Object.keys(names.printMethods).sort()).toEqual([...printMethods].sort())
    for (const method of guide) expect(names.printMethods[method.key]).toBe(method.title)
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
