import { data } from './data/printing'
import { inOrder, pageContent } from './page-content'
import type { Entry as PrintingWords } from './schemas/printing'
import type { PrintingContent } from './types/info-pages'
import { personalization, useCaseColumns } from './types/printing'

export const printingContent = pageContent({
  id: 'printing',
  words: data,
  join: (words: PrintingWords): PrintingContent => {
    const { table } = words.useCases
    return {
      ...words,
      personalization: {
        ...words.personalization,
        options: inOrder(personalization, words.personalization.options),
      },
      useCases: {
        ...words.useCases,
        table: {
          caption: table.caption,
          columns: useCaseColumns.map((column) => table.columns[column]),
          rows: table.rows.map((row) => useCaseColumns.map((column) => row[column])),
        },
      },
    }
  },
})
