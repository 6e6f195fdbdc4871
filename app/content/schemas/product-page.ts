import { z } from 'zod'
import { line, noSharedFields, paragraph, type EntryOf } from './fields'

/**
 * What every category page says around its category's own words (schemas/products.ts). Each
 * process step's and customization card's icon, and their order, are the page's structure, in
 * app/content/types/product-page.ts.
 */

const card = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(250, { title: 'Text' }) }).meta({ title })

/** A section's top: the short line above its heading, the heading, and the paragraph under it. */
const sectionTop = {
  eyebrow: line(50, { title: 'Eyebrow', description: 'The short line above the heading.' }),
  title: line(90, { title: 'Heading' }),
}

export const shared = noSharedFields

export const words = z.object({
  breadcrumb: line(40, {
    title: 'Trail label',
    description: 'Read by screen readers: names the trail of links above the heading.',
  }),
  customDesign: line(40, {
    title: 'Custom design button',
    description: 'Beside the quote button at the top.',
  }),
  itemsTitle: line(60, { title: 'Heading of what we make' }),
  buyersTitle: line(60, { title: 'Heading of who orders it' }),
  features: z.object(sectionTop).meta({ title: 'Key features' }),
  process: z
    .object({
      ...sectionTop,
      intro: paragraph(300, {
        title: 'Introduction',
        description: 'Figures are written as {{name}}, e.g. {{leadTime}}.',
      }),
      steps: z
        .object({
          design: card('Design and prototyping'),
          fabricSourcing: card('Fabric sourcing'),
          cutting: card('Cutting and production'),
          qualityAssurance: card('Quality assurance'),
        })
        .meta({ title: 'Steps' }),
    })
    .meta({ title: 'Manufacturing process' }),
  video: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      points: z
        .array(line(60, { title: 'Point' }))
        .min(1)
        .max(4)
        .meta({ title: 'Points', description: 'Figures are written as {{name}}, e.g. {{capacity}}.' }),
      videoTitle: line(90, { title: 'Video title', description: 'Names the video for screen readers.' }),
      playLabel: line(30, { title: 'Play button' }),
    })
    .meta({ title: 'Factory video' }),
  fabrics: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      items: z.array(card('Fabric')).min(6).max(6).meta({
        title: 'Fabrics',
        description: 'Polyester, spandex, cotton, nylon, fleece and mesh, in this order.',
      }),
      guideLink: line(40, { title: 'Fabric guide link' }),
    })
    .meta({ title: 'Fabrics' }),
  customization: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      cards: z
        .object({
          colours: card('Colours and dyes'),
          labels: card('Private labelling'),
          decoration: card('Printing and embroidery'),
        })
        .meta({ title: 'Options' }),
    })
    .meta({ title: 'Customisation' }),
  payments: z
    .object({
      title: line(90, { title: 'Heading' }),
      text: paragraph(300, { title: 'Text' }),
      secure: line(90, { title: 'Security note' }),
    })
    .meta({ title: 'Payments' }),
  closing: z
    .object({
      title: line(90, { title: 'Heading' }),
      text: paragraph(300, {
        title: 'Text',
        description: 'Figures are written as {{name}}, e.g. {{moqSportswear}}.',
      }),
      customDesign: line(40, { title: 'Custom design button' }),
      getQuote: line(40, { title: 'Quote button' }),
    })
    .meta({ title: 'Closing call to action' }),
  related: z
    .object({
      title: line(60, { title: 'Heading' }),
      viewAll: line(40, { title: 'Link to every category' }),
    })
    .meta({ title: 'Related categories' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
