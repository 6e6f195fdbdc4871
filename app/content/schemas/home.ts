import { z } from 'zod'
import { photoAlt, photoPath } from '../photo'
import { line, paragraph, searchResult, type EntryOf } from './fields'

/**
 * The home page's words. What every language shares (each card's icon, the order of the cards, the
 * testimonials' ratings) is the page's structure, in app/content/types/home.ts.
 */

const card = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(200, { title: 'Text' }) }).meta({ title })

/** A section's top: the short line above its heading, the heading, and the paragraph under it. */
const sectionTop = {
  eyebrow: line(50, { title: 'Eyebrow', description: 'The short line above the heading.' }),
  title: line(90, { title: 'Heading' }),
}

const testimonial = (title: string) =>
  z
    .object({
      name: line(60, { title: 'Name' }),
      company: line(90, {
        title: 'Role and organisation',
        description: 'E.g. "Kit manager, Harbourside FC".',
      }),
      text: paragraph(300, { title: 'Quote' }),
    })
    .meta({ title })

/** The hero's photo, where the company has one; else the hero keeps its drawing. */
export const shared = z.object({ photo: photoPath.optional() })

export const words = z.object({
  photoAlt: photoAlt.optional(),
  page: searchResult.meta({ title: 'Page' }),
  hero: z
    .object({
      eyebrow: line(70, { title: 'Eyebrow', description: 'The short line above the heading.' }),
      title: line(90, { title: 'Heading' }),
      lead: paragraph(300, { title: 'Lead' }),
      getQuote: line(30, { title: 'Quote button' }),
      browseProducts: line(30, { title: 'Products button' }),
      chips: z
        .object({
          certification: line(50, { title: 'Certification' }),
          years: line(50, { title: 'Years' }),
          countries: line(50, { title: 'Countries' }),
        })
        .meta({ title: 'Trust chips', description: 'Figures are written as {{name}}, e.g. {{years}}.' }),
      chipsLabel: line(50, { title: 'Trust chips’ label', description: 'Read by screen readers.' }),
    })
    .meta({ title: 'Hero' }),
  about: z
    .object({
      ...sectionTop,
      paragraphs: z
        .array(paragraph(500, { title: 'Paragraph' }))
        .min(1)
        .max(4)
        .meta({ title: 'Paragraphs' }),
      highlights: z
        .object({
          headOffice: card('UK head office'),
          ownFactory: card('Own factory'),
          privateLabel: card('OEM and private label'),
          standards: card('Standards'),
        })
        .meta({ title: 'Highlights' }),
      standardsLabel: line(50, { title: 'Standards label' }),
    })
    .meta({ title: 'About us' }),
  products: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      cards: z
        .object({
          soccer: card('Sportswear (opens Soccer)'),
          'gym-training': card('Fitness and gym wear (opens Gym & training)'),
          boxing: card('Sports goods (opens Boxing)'),
        })
        .meta({ title: 'Core ranges' }),
      viewProducts: line(30, { title: 'Card link' }),
      allCategoriesTitle: line(60, { title: 'Heading of the list of every category' }),
    })
    .meta({ title: 'Products' }),
  services: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      steps: z
        .object({
          consultation: card('Consultation'),
          designAndSample: card('Design and sample'),
          production: card('Production'),
          delivery: card('Delivery'),
        })
        .meta({ title: 'Steps' }),
      guidesTitle: line(60, { title: 'Heading of the links to the guides' }),
    })
    .meta({ title: 'How we work' }),
  whyUs: z
    .object({
      ...sectionTop,
      intro: paragraph(300, { title: 'Introduction' }),
      stats: z
        .object({
          yearsExperience: line(50, { title: 'Years of manufacturing' }),
          countriesServed: line(50, { title: 'Countries' }),
          productsDelivered: line(50, { title: 'Products delivered' }),
          clients: line(50, { title: 'Clients' }),
          qualityRate: line(50, { title: 'Quality pass rate' }),
          turnaroundDays: line(50, { title: 'Sample turnaround' }),
          costSavings: line(50, { title: 'Cost savings' }),
          patents: line(50, { title: 'Patents' }),
          clientRetention: line(50, { title: 'Client retention' }),
        })
        .meta({
          title: 'Figures’ labels',
          description: 'The label under each figure; the figures themselves are under “Business figures”.',
        }),
      testimonialsTitle: line(60, { title: 'Testimonials heading' }),
      testimonials: z
        .object({
          club: testimonial('A club'),
          school: testimonial('A school'),
          brand: testimonial('A brand'),
        })
        .meta({ title: 'Testimonials' }),
    })
    .meta({ title: 'Why choose us' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
