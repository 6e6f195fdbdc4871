import { z } from 'zod'
import { infoHeader, line, noSharedFields, pageWords, proseSection, type EntryOf } from './fields'

/**
 * The terms of business' words. The order of the key figures and of the sections is the page's
 * structure, in app/content/terms.ts.
 */

const keyFigure = (title: string) =>
  z
    .object({
      label: line(60, { title: 'Label' }),
      value: line(60, {
        title: 'Value',
        description: 'Usually a figure, written as {{name}}, e.g. {{deposit}}.',
      }),
    })
    .meta({ title })

const figures = 'Figures are written as {{name}}, e.g. {{leadTime}}; the page fills them in.'

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  contents: line(40, { title: 'Contents label', description: 'Names the list of sections.' }),
  keyFigures: z
    .object({
      title: line(60, { title: 'Heading' }),
      items: z
        .object({
          quoteValid: keyFigure('Quotation validity'),
          deposit: keyFigure('Deposit'),
          sample: keyFigure('Pre-production sample'),
          production: keyFigure('Production'),
          faults: keyFigure('Reporting a fault'),
        })
        .meta({ title: 'Figures' }),
    })
    .meta({ title: 'Key figures', description: 'The box beside the contents.' }),
  sections: z
    .object({
      orders: proseSection('How a quotation becomes an order', figures),
      quotations: proseSection('Quotation validity', figures),
      payment: proseSection('Deposit and payment', figures),
      approval: proseSection('Proof and sample approval', figures),
      samples: proseSection('Samples and their cost', figures),
      delivery: proseSection('Delivery, duties and taxes', figures),
      faults: proseSection('Faulty items', figures),
      returns: proseSection('Returns', figures),
      contract: proseSection('Who the contract is with', figures),
    })
    .meta({ title: 'Sections', description: 'In the order the page shows them.' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
