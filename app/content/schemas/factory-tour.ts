import { z } from 'zod'
import { photoAlt, photoPath } from '../photo'
import { infoCta, infoHeader, line, pageWords, paragraph, type EntryOf } from './fields'

/**
 * The factory tour's words. Each card's icon and the cards' order are the page's structure, in
 * app/content/types/factory-tour.ts; the tour's address is a company fact (content/company).
 */

const sectionTop = {
  eyebrow: line(50, { title: 'Eyebrow', description: 'The short line above the heading.' }),
  title: line(90, { title: 'Heading' }),
  intro: paragraph(300, { title: 'Introduction' }),
}

const card = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(300, { title: 'Text' }) }).meta({ title })

/** The tour's photo, where the company has one: it stands before the tour starts; else the drawing does. */
export const shared = z.object({
  photo: photoPath.optional().meta({
    title: 'Tour photo',
    description:
      'Shown in place of the drawing until a visitor starts the tour; empty keeps the drawing. A JPEG, PNG or WebP photo: the site makes the sizes each screen needs.',
  }),
})

export const words = z.object({
  photoAlt: photoAlt.optional(),
  page: pageWords,
  header: infoHeader,
  video: z
    .object({
      ...sectionTop,
      frameTitle: line(90, {
        title: 'Tour frame’s name',
        description: 'Read by screen readers: names the embedded tour once it has started.',
      }),
      play: line(40, { title: 'Start button' }),
      caption: paragraph(200, { title: 'Caption', description: 'The line under the tour.' }),
    })
    .meta({ title: 'Virtual tour' }),
  facts: z
    .array(
      z.object({
        label: line(40, { title: 'Label' }),
        value: line(40, {
          title: 'Figure',
          description: 'A business figure, written by its name: {{leadTime}}, {{capacityTile}}.',
        }),
      }),
    )
    .min(1)
    .max(8)
    .meta({ title: 'Key figures', description: 'The boxes under the tour, in this order.' }),
  cards: z
    .object({
      ...sectionTop,
      items: z
        .object({
          machinery: card('Machinery'),
          people: card('People'),
          standards: card('Standards'),
        })
        .meta({ title: 'Cards' }),
    })
    .meta({ title: 'What you will see' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
