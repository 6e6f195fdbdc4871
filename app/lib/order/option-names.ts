import { fabricsContent } from '~/content/fabrics'
import { figureText } from '~/content/figure-text'
import { groups as fabricGroupOrder } from '~/content/types/fabrics'
import { contentFor } from '~/content/page-content'
import { printingContent } from '~/content/printing'
import type { Locale } from '../locale'
import { fabrics, printMethods, type Fabric } from './catalogue'

type PrintMethod = (typeof printMethods)[number]

/**
 * The names of a quotation's fabrics and print methods in one language: the guides' own, so the
 * form offers what the fabrics and printing pages describe, by the same names. Plain data, so the
 * page hands it to the form's island as props (the guides' copy never enters the browser's code),
 * and the collector can name the options in its e-mails.
 */
export interface OptionNames {
  fabrics: Record<Fabric, string>
  /** The guide's fabric families, each with its fabrics, for the choice's option groups. */
  fabricGroups: Array<{ title: string; fabrics: Fabric[] }>
  printMethods: Record<PrintMethod, string>
}

export function optionNames(locale: Locale): OptionNames {
  const groups = contentFor(fabricsContent, locale).groups.items
  // The catalogue lists the guide's fabrics in the guide's order (app/lib/order/catalogue.ts).
  let next = 0
  const fabricGroups = groups.map((group) => ({
    title: group.title,
    fabrics: group.fabrics.map(() => fabrics[next++]!),
  }))
  const names = groups.flatMap((group) => group.fabrics.map((fabric) => fabric.name))
  const methods = contentFor(printingContent, locale).methods.items
  return {
    fabrics: Object.fromEntries(fabrics.map((fabric, index) => [fabric, names[index]!])) as Record<
      Fabric,
      string
    >,
    fabricGroups,
    printMethods: Object.fromEntries(methods.map((method) => [method.id, method.title])) as Record<
      PrintMethod,
      string
    >,
  }
}

/**
 * Each fabric's weight as the fabric guide quotes it in a language ("140-180 gsm"; the waterproof
 * taffeta's rating): the figure its first property names, from the business figures.
 */
export function fabricWeights(locale: Locale): Record<Fabric, string> {
  const figures = figureText(locale) as unknown as Record<string, string>
  const guide = fabricsContent.words[locale].groups.items
  // The catalogue lists the guide's fabrics in the guide's order (app/lib/order/catalogue.ts).
  const named = fabricGroupOrder.flatMap(({ id }) =>
    guide[id].fabrics.map((fabric) => fabric.properties[0] ?? ''),
  )
  return Object.fromEntries(
    fabrics.map((fabric, index) => [fabric, figures[/\{\{(\w+)\}\}/.exec(named[index]!)?.[1] ?? ''] ?? '']),
  ) as Record<Fabric, string>
}
