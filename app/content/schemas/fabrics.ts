import { z } from 'zod'
import { fabrics } from '../order-options'
import {
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
 * The fabric guide's words. Each fabric carries its key, which a quotation stores and other kinds
 * name it by (app/content/types/fabrics.ts), so the order form offers every fabric of the guide by
 * the guide's own name; the families' order and swatches and each need's icon are the page's
 * structure, in the same module.
 */

/**
 * A fabric by its key, for any kind that names one: the CMS offers the guide's fabrics by their
 * names, and the build refuses any other key.
 */
export const fabricKey = z.enum(fabrics).meta({
  title: 'Fabric',
  description: 'One of the fabric guide’s fabrics, by its name.',
  optionList: 'fabrics',
})

const fabric = z
  .object({
    key: fabricKey.meta({
      title: 'Key',
      description:
        'Which of the quotation form’s fabrics this is: the same in both languages, and each fabric once in the guide.',
    }),
    name: line(40, {
      title: 'Name',
      description: 'As the guide, the quotation form and its e-mails name the fabric.',
    }),
    text: paragraph(250, { title: 'Description' }),
    properties: z
      .array(
        line(50, {
          title: 'Property',
          description: 'A weight is a figure, written by its name: {{combedCottonJerseyWeight}}.',
        }),
      )
      .min(2)
      .max(6)
      .meta({ title: 'Properties', description: 'Short tags, the weight first.' }),
    bestFor: line(120, { title: 'Best for' }),
  })
  .meta({ title: 'Fabric' })

const family = (title: string) =>
  z
    .object({
      title: line(50, { title: 'Name' }),
      summary: paragraph(200, { title: 'Summary', description: 'The line under the family’s name.' }),
      fabrics: z
        .array(fabric)
        .min(1)
        .max(8)
        .meta({ title: 'Fabrics', description: 'In the order the guide shows them.' }),
    })
    .meta({ title })

/** Each of the quotation form's fabrics once across the families: the form names its options from here. */
const families = z
  .object({
    natural: family('Natural'),
    synthetic: family('Synthetic and performance'),
    blended: family('Blended'),
    specialty: family('Speciality and technical'),
    sustainable: family('Sustainable'),
  })
  .meta({ title: 'Families' })
  .superRefine(
    eachKeyOnce(
      fabrics,
      (items) => Object.values(items).flatMap((group) => group.fabrics.map(({ key }) => key)),
      'fabric',
    ),
  )

/** The care table's cells, each at most `max` characters: its column headings, or one fibre's care. */
const careCells = (max: number) => ({
  fabric: line(max, { title: 'Fabric' }),
  washing: line(max, { title: 'Washing' }),
  drying: line(max, { title: 'Drying' }),
  ironing: line(max, { title: 'Ironing' }),
  specialCare: line(max, { title: 'Special care' }),
})

const need = (title: string) =>
  z
    .object({
      title: line(60, { title: 'Title' }),
      text: paragraph(250, { title: 'Text' }),
      picks: z
        .array(fabricKey.meta({ title: 'Fabric', description: 'Shown by its name in the guide.' }))
        .min(1)
        .max(4)
        .meta({
          title: 'Recommended fabrics',
          description: 'The same fabrics, in the same order, in both languages.',
        }),
    })
    .meta({ title })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  groups: z
    .object({
      ...sectionIntro,
      labels: z
        .object({
          properties: line(30, { title: 'Properties label' }),
          bestFor: line(30, { title: 'Best for label' }),
        })
        .meta({ title: 'Labels', description: 'The small headings inside each fabric’s card.' }),
      items: families,
    })
    .meta({ title: 'Fabric families' }),
  care: z
    .object({
      ...sectionIntro,
      ...scrollingTable(careCells, 120, 'One fibre each, in the order the table shows them.'),
    })
    .meta({ title: 'Care guide' }),
  choosing: z
    .object({
      ...sectionIntro,
      picksLabel: line(30, { title: 'Recommendations label' }),
      needs: z
        .object({
          performance: need('High-intensity training'),
          cold: need('Outdoor and cold weather'),
          teams: need('Everyday team wear'),
          workwear: need('Workwear and uniforms'),
          sustainable: need('Sustainability goals'),
        })
        .meta({ title: 'Needs' }),
    })
    .meta({ title: 'Choosing a fabric' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
