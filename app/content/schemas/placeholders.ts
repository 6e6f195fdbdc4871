import { z } from 'zod'
import {
  card,
  eyebrow,
  infoCta,
  infoHeader,
  line,
  noSharedFields,
  pageWords,
  paragraph,
  type EntryOf,
} from './fields'

/**
 * The finishing, payments and delivery pages' words, which share one layout until their full copy
 * is written. Each card's icon and the cards' order are the pages' structure, in
 * app/content/types/placeholders.ts.
 */

const page = <Cards extends z.ZodObject>(title: string, cards: Cards) =>
  z
    .object({
      page: pageWords,
      header: infoHeader,
      cards: z
        .object({
          eyebrow,
          title: line(90, { title: 'Heading' }),
          intro: paragraph(300, { title: 'Introduction' }),
          items: cards.meta({ title: 'Cards', description: 'Three cards, each with its own icon.' }),
        })
        .meta({ title: 'Cards' }),
      cta: infoCta,
    })
    .meta({ title })

export const shared = noSharedFields

export const words = z.object({
  finishing: page(
    'Finishing & Craftsmanship page',
    z.object({
      labelling: card('Labelling'),
      inspection: card('Inspection'),
      packing: card('Packing'),
    }),
  ),
  payments: page(
    'Payments page',
    z.object({
      methods: card('Payment methods'),
      security: card('Security'),
      international: card('International payments'),
    }),
  ),
  delivery: page(
    'Delivery & Shipping page',
    z.object({
      carriers: card('Carriers'),
      timing: card('Delivery times'),
      tracking: card('Tracking'),
    }),
  ),
})

export type Entry = EntryOf<typeof shared, typeof words>
