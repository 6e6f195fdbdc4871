import { fabricsContent } from '~/content/fabrics'
import { figureText } from '~/content/figure-text'
import { contentFor } from '~/content/page-content'
import { printingContent } from '~/content/printing'
import type { Locale } from '../locale'
import type { Fabric, PrintMethod } from './catalogue'

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
  // Each guide has every option once, by its key (their schemas refuse a file that has not).
  const groups = contentFor(fabricsContent, locale).groups.items
  const methods = contentFor(printingContent, locale).methods.items
  return {
    fabrics: Object.fromEntries(
      groups.flatMap((group) => group.fabrics.map((fabric) => [fabric.key, fabric.name])),
    ) as Record<Fabric, string>,
    fabricGroups: groups.map((group) => ({
      title: group.title,
      fabrics: group.fabrics.map((fabric) => fabric.key),
    })),
    printMethods: Object.fromEntries(methods.map((method) => [method.key, method.title])) as Record<
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
  // The guide's words as written, each figure still named: the weight is the figure, not a phrase.
  const groups = Object.values(fabricsContent.words[locale].groups.items)
  const figureNamed = (property = '') => figures[/\{\{(\w+)\}\}/.exec(property)?.[1] ?? ''] ?? ''
  return Object.fromEntries(
    groups.flatMap((group) => group.fabrics.map((fabric) => [fabric.key, figureNamed(fabric.properties[0])])),
  ) as Record<Fabric, string>
}
