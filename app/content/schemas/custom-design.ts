import { z } from 'zod'
import {
  eyebrow,
  infoCta,
  infoHeader,
  line,
  noSharedFields,
  pageWords,
  paragraph,
  sectionIntro,
  type EntryOf,
} from './fields'

/**
 * The quotation page's words around its form; the form's own labels, hints and messages are
 * interface strings (app/i18n), and where each button leads is the page's.
 */

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader
    .extend({
      toForm: line(40, { title: 'Form link', description: 'The link down to the form, under the lead.' }),
    })
    .meta({ title: 'Header' }),
  steps: z
    .object({
      eyebrow,
      title: line(90, { title: 'Heading' }),
      items: z
        .array(
          z
            .object({ title: line(60, { title: 'Title' }), text: paragraph(300, { title: 'Text' }) })
            .meta({ title: 'Step' }),
        )
        .min(2)
        .max(6)
        .meta({ title: 'Steps', description: 'Numbered in the order the page shows them.' }),
    })
    .meta({ title: 'How it works' }),
  include: z
    .object({
      ...sectionIntro,
      items: z
        .array(line(160, { title: 'Item' }))
        .min(1)
        .max(8)
        .meta({ title: 'What to include', description: 'One thing the buyer sends per item.' }),
    })
    .meta({ title: 'What to include' }),
  facts: z
    .array(
      z.object({
        label: line(50, { title: 'Label' }),
        value: line(40, {
          title: 'Figure',
          description: 'A business figure, written by its name: {{leadTime}} days, {{replyHours}} h.',
        }),
      }),
    )
    .min(1)
    .max(6)
    .meta({ title: 'Key figures', description: 'The boxes beside the form, in this order.' }),
  form: z
    .object({
      title: line(60, { title: 'Heading' }),
      text: paragraph(400, { title: 'Text' }),
    })
    .meta({ title: 'Sending artwork', description: 'The note beside the form about large files.' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
