import { z } from 'zod'
import { infoCta, infoHeader, line, noSharedFields, pageWords, paragraph, type EntryOf } from './fields'

/**
 * The size charts page's words: each fit's heading and introduction, each measurement's name and
 * how it is taken. The figures are the size charts' own (schemas/size-charts.ts); the unit switch,
 * the column of sizes and the tolerance line are interface words (app/i18n).
 */

const chart = (title: string) =>
  z
    .object({
      title: line(60, { title: 'Heading' }),
      intro: paragraph(300, {
        title: 'Introduction',
        description: 'What the fit is cut for, and who it suits.',
      }),
    })
    .meta({ title })

const measurement = (title: string) =>
  z
    .object({
      name: line(30, { title: 'Name', description: 'The column heading, beside its letter on the drawing.' }),
      how: paragraph(200, { title: 'How it is measured', description: 'Shown beside the drawing.' }),
    })
    .meta({ title })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  charts: z
    .object({
      adult: chart('Adult unisex'),
      women: chart('Women’s'),
      youth: chart('Youth'),
    })
    .meta({ title: 'Charts' }),
  measurements: z
    .object({
      halfChest: measurement('A. Half chest'),
      bodyLength: measurement('B. Body length'),
      sleeve: measurement('C. Sleeve'),
      waist: measurement('D. Half waist'),
      hip: measurement('E. Half hip'),
    })
    .meta({
      title: 'Measurements',
      description: 'In the order of the charts’ columns; the letters are the drawing’s.',
    }),
  howTo: z
    .object({
      title: line(60, { title: 'Heading', description: 'Over the drawing beside each chart.' }),
      drawing: line(250, {
        title: 'Drawing description',
        description: 'Read by screen readers: what the drawing shows.',
      }),
    })
    .meta({ title: 'How to measure' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
