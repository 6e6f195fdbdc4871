import { z } from 'zod'
import { infoCta, infoHeader, line, noSharedFields, pageWords, paragraph, type EntryOf } from './fields'

/** The FAQ's categories; the page shows them in the order the FAQ's module gives. */
const categoryTitles = {
  general: 'General information',
  production: 'Lead time and production',
  materials: 'Materials and fabrics',
  process: 'Manufacturing process',
  ordering: 'Customisation and ordering',
  shipping: 'Shipping and logistics',
  quality: 'Quality assurance and returns',
} as const

export type FaqCategoryId = keyof typeof categoryTitles

const question = z
  .object({
    question: line(150, { title: 'Question' }),
    answer: paragraph(600, {
      title: 'Answer',
      description: 'Figures are written as {{name}}, e.g. {{leadTime}}.',
    }),
  })
  .meta({ title: 'Question' })

const byCategory = <Field extends z.ZodType>(field: (title: string) => Field) =>
  z.object(
    Object.fromEntries(Object.entries(categoryTitles).map(([id, title]) => [id, field(title)])) as Record<
      FaqCategoryId,
      Field
    >,
  )

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  navLabel: line(40, { title: 'Categories label', description: 'Names the list of categories.' }),
  categories: byCategory((title) => line(60, { title })).meta({ title: 'Category titles' }),
  entries: byCategory((title) => z.array(question).min(1).max(20).meta({ title })).meta({
    title: 'Questions',
    description: 'Each category’s questions, in the order the page shows them.',
  }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>

/** One question with its answer, under its category; a list of these can feed FAQPage structured data. */
export type FaqEntry = z.infer<typeof question> & { category: FaqCategoryId }

/** The FAQ as the page shows it: every question in one list, each naming its category. */
export type FaqContent = Omit<Entry, 'entries'> & { entries: FaqEntry[] }
