import { z } from 'zod'
import {
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
 * The press page's words, and the headings of the fact sheet the press kit holds. The press office's
 * address is a company fact (content/company), never written here.
 */

const fact = z
  .object({
    label: line(60, { title: 'Label' }),
    value: line(40, {
      title: 'Value',
      description: 'Usually a figure named as {{name}}, e.g. {{foundedYear}}.',
    }),
  })
  .meta({ title: 'Fact' })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  contact: z
    .object({
      title: line(60, { title: 'Heading' }),
      text: paragraph(300, {
        title: 'Text',
        description: 'Figures are written as {{name}}, e.g. {{pressReplyHours}}.',
      }),
      emailLabel: line(50, {
        title: 'E-mail button',
        description: 'Opens an e-mail to the press address in Company facts.',
      }),
    })
    .meta({ title: 'Press contact' }),
  kit: z
    .object({
      title: line(60, { title: 'Heading' }),
      text: paragraph(200, { title: 'Text' }),
      contents: z
        .array(line(80, { title: 'File' }))
        .min(1)
        .max(8)
        .meta({
          title: 'Files',
          description:
            'What the download holds, one file per item. The build makes the download itself: change this list only when the download changes.',
        }),
      more: paragraph(200, { title: 'Photographs note' }),
      moreLabel: line(40, {
        title: 'Photographs link',
        description: 'Opens an e-mail to the press address, with the heading above as its subject.',
      }),
    })
    .meta({ title: 'Press kit' }),
  sheet: z
    .object({
      title: line(60, { title: 'Title' }),
      figures: line(40, { title: 'Key figures heading' }),
      contact: line(40, { title: 'Press contact heading' }),
      offices: line(40, { title: 'Offices heading' }),
      certificates: line(40, { title: 'Certificates heading' }),
      checkAt: line(60, {
        title: 'Before each issuer’s link',
        description: 'E.g. "Check with the issuer:".',
      }),
    })
    .meta({ title: 'Fact sheet', description: 'The headings of the PDF fact sheet in the press kit.' }),
  facts: z
    .object({
      eyebrow,
      title: line(90, { title: 'Heading' }),
      intro: paragraph(200, { title: 'Introduction' }),
      items: z
        .array(fact)
        .min(1)
        .max(12)
        .meta({ title: 'Facts', description: 'In the order the page shows them.' }),
    })
    .meta({ title: 'Fast facts' }),
  boilerplate: z
    .object({
      title: line(60, { title: 'Heading' }),
      text: paragraph(700, {
        title: 'Text',
        description: 'The paragraph journalists may quote as it stands. Figures are written as {{name}}.',
      }),
    })
    .meta({ title: 'About the company' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
