import { z } from 'zod'
import { printMethods } from '../order-options'
import {
  card,
  eachKeyOnce,
  infoCta,
  infoHeader,
  line,
  noSharedFields,
  pageWords,
  paragraph,
  scrollingTable,
  sectionIntro,
  type EntryOf,
} from './fields'

/**
 * The printing guide's words. Each method carries its key, which a quotation stores and other kinds
 * name it by (app/content/types/printing.ts), so the order form offers every method of the guide by
 * the guide's own title; each personalisation option's icon is the page's structure, in the same
 * module.
 */

/**
 * A print method by its key, for any kind that names one: the CMS offers the guide's methods by
 * their titles, and the build refuses any other key.
 */
export const printMethodKey = z.enum(printMethods).meta({
  title: 'Print method',
  description: 'One of the printing guide’s methods, by its title.',
  optionList: 'printMethods',
})

const points = (title: string, description: string) =>
  z
    .array(line(140, { title: 'Point' }))
    .min(1)
    .max(6)
    .meta({ title, description })

const method = z
  .object({
    key: printMethodKey.meta({
      title: 'Key',
      description:
        'Which of the quotation form’s decoration methods this is: the same in both languages, and each method once in the guide.',
    }),
    title: line(40, {
      title: 'Name',
      description: 'As the guide, the quotation form and its e-mails name the method.',
    }),
    summary: paragraph(250, { title: 'Summary', description: 'The lines under the method’s name.' }),
    bestFor: paragraph(200, { title: 'Best for' }),
    features: points('What you get', 'One strength per item.'),
    limitations: points('Keep in mind', 'One limit per item, said plainly.'),
  })
  .meta({ title: 'Method' })

/** Each of the quotation form's methods once: the form names its options from here. */
const methods = z
  .array(method)
  .min(1)
  .max(printMethods.length)
  .meta({ title: 'Methods', description: 'Every method once, in the order the guide shows them.' })
  .superRefine(eachKeyOnce(printMethods, (items) => items.map(({ key }) => key), 'method'))

/** The use-case table's cells, each at most `max` characters: its column headings, or one use case. */
const useCaseCells = (max: number) => ({
  useCase: line(max, { title: 'Use case' }),
  method: line(max, { title: 'Recommended method' }),
  reason: line(max, { title: 'Why it fits' }),
})

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  methods: z
    .object({
      ...sectionIntro,
      labels: z
        .object({
          bestFor: line(30, { title: 'Best for label' }),
          features: line(30, { title: 'Strengths label' }),
          limitations: line(30, { title: 'Limits label' }),
        })
        .meta({ title: 'Labels', description: 'The small headings inside each method.' }),
      items: methods,
    })
    .meta({ title: 'Decoration methods' }),
  personalization: z
    .object({
      ...sectionIntro,
      options: z
        .object({
          names: card('Names and numbers'),
          monograms: card('Monograms'),
          labels: card('Custom labels'),
          appliques: card('Patchwork and appliqué'),
        })
        .meta({ title: 'Options' }),
    })
    .meta({ title: 'Personalisation' }),
  useCases: z
    .object({
      ...sectionIntro,
      ...scrollingTable(useCaseCells, 160, 'One use case each, in the order the table shows them.'),
    })
    .meta({ title: 'Which method for which order' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
