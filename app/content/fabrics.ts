import { data } from './data/fabrics'
import { inOrder, pageContent } from './page-content'
import type { Entry as FabricsWords } from './schemas/fabrics'
import { careColumns, groups, needs } from './types/fabrics'
import type { FabricsContent } from './types/info-pages'

export const fabricsContent = pageContent({
  id: 'fabrics',
  words: data,
  join: (words: FabricsWords): FabricsContent => {
    const { table } = words.care
    // A need's picks are fabrics' keys, each shown by the name its card in the guide has.
    const names = new Map(
      Object.values(words.groups.items).flatMap((group) => group.fabrics.map(({ key, name }) => [key, name])),
    )
    return {
      ...words,
      groups: { ...words.groups, items: inOrder(groups, words.groups.items) },
      care: {
        ...words.care,
        table: {
          caption: table.caption,
          columns: careColumns.map((column) => table.columns[column]),
          rows: table.rows.map((row) => careColumns.map((column) => row[column])),
        },
      },
      choosing: {
        ...words.choosing,
        needs: inOrder(needs, words.choosing.needs).map((need) => ({
          ...need,
          picks: need.picks.map((key) => names.get(key)!),
        })),
      },
    }
  },
})
