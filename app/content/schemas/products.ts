import { z } from 'zod'
import { photoAlt, photoPath } from '../photo'
import { line, paragraph, searchResult, type EntryOf } from './fields'

/**
 * A product category: one entry per category page, named by the page's address (`soccer` for
 * /products/soccer). Which categories exist, and the order the menu and the lists show them in, is
 * the site's structure in app/content/product-menu.ts; each has its drawing in the code.
 */

const feature = z
  .object({
    title: line(60, { title: 'Title' }),
    text: paragraph(250, { title: 'Text' }),
  })
  .meta({ title: 'Feature' })

/** The category page's photo, where the company has one; else the page keeps the category's drawing. */
export const shared = z.object({ photo: photoPath.optional() })

export const words = z.object({
  title: line(40, {
    title: 'Name',
    description: 'The category’s name, as the menu, the cards and the page’s heading show it.',
  }),
  menuLine: line(90, {
    title: 'Menu line',
    description:
      'One short line under the name in the products menu and in “Related categories” on the other category pages.',
  }),
  seo: searchResult.meta({ title: 'Search result' }),
  description: paragraph(700, {
    title: 'Introduction',
    description:
      'The paragraph under the name at the top of the page. Figures are written as {{name}}, e.g. {{teamKitWeight}}.',
  }),
  features: z
    .array(feature)
    .min(3)
    .max(3)
    .meta({ title: 'Key features', description: 'Exactly three, in the order the page shows them.' }),
  heroAlt: line(160, {
    title: 'Drawing description',
    description:
      'What the category’s drawing shows, for people who cannot see it (used when no photo is set).',
  }),
  items: z
    .array(line(60, { title: 'Item' }))
    .min(4)
    .max(6)
    .meta({
      title: 'What we make',
      description: 'Four to six typical items, e.g. "Sublimated match shirts".',
    }),
  buyers: z
    .array(line(60, { title: 'Buyer' }))
    .min(2)
    .max(4)
    .meta({ title: 'Who orders it', description: 'Two to four kinds of buyer, e.g. "Clubs and academies".' }),
  photoAlt: photoAlt.optional(),
})

export type Entry = EntryOf<typeof shared, typeof words>

/** What a category page says about its category, in the order its loader has always sent it. */
export type ProductContent = Pick<Entry, 'seo' | 'description' | 'features' | 'heroAlt' | 'items' | 'buyers'>

/** A category as the header menu and the cards name it. */
export interface CatalogEntry {
  title: Entry['title']
  /** One line for the mega menu. */
  description: Entry['menuLine']
}
