import { z } from 'zod'
import { eyebrow, line, noSharedFields, paragraph, searchResult, type EntryOf } from './fields'

/**
 * The buyer's private status page's words. What the page says of each status (its message, the
 * steps' names, the rows' labels) is tied to the request's state and stays with the interface
 * strings in app/i18n, under `status`.
 */

export const shared = noSharedFields

export const words = z.object({
  page: searchResult.meta({
    title: 'Page',
    description: 'The browser tab and the shared link; the page is private and never in search results.',
  }),
  eyebrow,
  heading: z
    .object({
      contact: line(60, { title: 'For an enquiry' }),
      quote: line(60, { title: 'For a quotation request' }),
    })
    .meta({ title: 'Heading', description: 'The large heading, by what the buyer sent.' }),
  progressHeading: line(50, { title: 'Progress heading', description: 'Above the request’s status.' }),
  sent: z
    .object({
      heading: line(60, { title: 'Heading' }),
      note: paragraph(200, { title: 'Note', description: 'Under the heading, above the buyer’s choices.' }),
    })
    .meta({ title: 'What the buyer sent' }),
  help: z
    .object({
      heading: line(60, { title: 'Heading' }),
      text: paragraph(200, {
        title: 'Text',
        description: 'Above the sales e-mail address and phone number, from Company facts.',
      }),
      privacy: paragraph(250, { title: 'Privacy note', description: 'The small print under them.' }),
    })
    .meta({ title: 'Questions' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
