import { z } from 'zod'

/**
 * The building blocks every kind's schema is written with. A limit is part of the field (`.max()`),
 * and what the CMS shows an editor is its metadata (`.meta()`): the CMS's configuration is made from
 * these schemas alone, so a limit written anywhere else would drift from what the build checks.
 */

/**
 * The lists of options the site names in its own words. A select says which list its options are
 * (`.meta({ optionList: 'fabrics' })`): the file stores an option's key, and the CMS shows the
 * editor the English name the site gives it. The names live with the site's words, which a schema
 * may not import; the CMS looks each list up by this name.
 */
export type OptionList =
  | 'registers'
  | 'regions'
  | 'shippingModes'
  | 'currencies'
  | 'units'
  | 'fabrics'
  | 'printMethods'
  | 'decorations'
  | 'sizes'
  | 'productCategories'
  | 'productTypes'
  | 'fits'

declare module 'zod' {
  interface GlobalMeta {
    /** The list a select's options are, whose names the CMS shows for them. */
    optionList?: OptionList
  }
}

type FieldMeta = {
  /** What the CMS calls the field. */
  title: string
  /** The hint the CMS shows under it. */
  description?: string
}

/** A line of text: a title, a label, a question. */
export const line = (max: number, meta: FieldMeta) => z.string().trim().min(1).max(max).meta(meta)

/** A paragraph, which the CMS edits in a text area. */
export const paragraph = (max: number, meta: FieldMeta) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .meta({ ...meta, widget: 'text' })

/** How a page shows in a search result and in the browser's tab, the brand added after its title. */
const searchFields = {
  title: line(70, {
    title: 'Title',
    description: 'The browser tab and search result; the brand is added after it.',
  }),
  description: paragraph(200, {
    title: 'Description',
    description: 'Shown under the title in search results and when the page is shared.',
  }),
}

/** A page's search result alone, where its heading is written elsewhere (a hero, a category's name). */
export const searchResult = z.object(searchFields)

/** What names a page: its tab and search result title, the `h1` its header shows, and its search description. */
export const pageWords = z
  .object({
    title: searchFields.title,
    heading: line(90, { title: 'Heading', description: 'The large heading at the top of the page.' }),
    description: searchFields.description,
  })
  .meta({ title: 'Page' })

/** The short line above a heading. */
export const eyebrow = line(50, { title: 'Eyebrow', description: 'The short line above the heading.' })

/** A card: a short title and a few sentences under it. */
export const card = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(250, { title: 'Text' }) }).meta({ title })

/** A titled stretch of plain paragraphs, as the legal pages and the terms are written. */
export const proseSection = (title: string, description?: string) =>
  z
    .object({
      title: line(90, { title: 'Heading' }),
      paragraphs: z
        .array(paragraph(600, { title: 'Paragraph' }))
        .min(1)
        .max(8)
        .meta({
          title: 'Paragraphs',
          description: 'Each item is one paragraph, in the order the page shows them.',
        }),
    })
    .meta({ title, description })

/** The top of an information page, under its heading. */
export const infoHeader = z
  .object({
    eyebrow,
    lead: paragraph(400, { title: 'Lead', description: 'The paragraph under the heading.' }),
  })
  .meta({ title: 'Header' })

/** The closing call to action; the page decides where each button leads. */
export const infoCta = z
  .object({
    title: line(90, { title: 'Title' }),
    text: paragraph(300, { title: 'Text' }),
    primary: line(40, { title: 'First button' }),
    secondary: line(40, { title: 'Second button' }),
  })
  .meta({ title: 'Closing call to action' })

/** A kind with nothing written once: every field is in each language's file. */
export const noSharedFields = z.object({})

/** A kind with no words (facts, figures): one file, `content/<kind>/<kind>.yml`, for every language. */
export const noWords = z.object({})

/** A schema's fields, or nothing for a kind that has none (zod infers those as an empty record). */
type FieldsOf<Schema extends z.ZodObject> =
  z.output<Schema> extends Record<string, never> ? unknown : z.output<Schema>

/** An entry as the pages read it: its words with its shared fields set in. */
export type EntryOf<Shared extends z.ZodObject, Words extends z.ZodObject> = FieldsOf<Shared> &
  FieldsOf<Words>

/** The top of a section: its eyebrow, heading and introduction. */
export const sectionIntro = {
  eyebrow,
  title: line(90, { title: 'Heading' }),
  intro: paragraph(300, { title: 'Introduction' }),
}

/**
 * A table's fields as a section holds them: the hint shown where the table scrolls sideways, and
 * the table, whose column headings and rows have the same cells (`cells(max)`, each cell at most
 * `max` characters), so a row can never have a cell more or less than the headings.
 */
export const scrollingTable = <Cells extends z.ZodRawShape>(
  cells: (max: number) => Cells,
  maxCell: number,
  rows: string,
) => ({
  scrollHint: line(90, {
    title: 'Scroll hint',
    description: 'Shown on narrow screens, where the table scrolls sideways.',
  }),
  table: z
    .object({
      caption: line(90, { title: 'Caption', description: 'Names the table for screen readers.' }),
      columns: z.object(cells(30)).meta({ title: 'Column headings' }),
      rows: z
        .array(z.object(cells(maxCell)).meta({ title: 'Row' }))
        .min(1)
        .max(10)
        .meta({ title: 'Rows', description: rows }),
    })
    .meta({ title: 'Table' }),
})

/**
 * Refines a group of entries to hold each of `keys` once (a guide's fabrics, whose keys the
 * quotation form names its options by): `keysOf` gives the keys the entries name, and the problems
 * say which are named twice and which are missing, each called a `thing` ('fabric').
 */
export const eachKeyOnce =
  <Value>(keys: readonly string[], keysOf: (value: Value) => string[], thing: string) =>
  (value: Value, context: z.RefinementCtx<Value>) => {
    const named = keysOf(value)
    const quoted = (list: string[]) => list.map((key) => `"${key}"`).join(', ')
    const twice = keys.filter((key) => named.indexOf(key) !== named.lastIndexOf(key))
    const missing = keys.filter((key) => !named.includes(key))
    if (twice.length > 0)
      context.addIssue({
        code: 'custom',
        message: `names ${quoted(twice)} more than once; each ${thing} is in the guide once`,
      })
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        message: `has no ${quoted(missing)}; the quotation form offers every ${thing} by the guide’s name, so each is in the guide once`,
      })
  }
