import type { TableContent } from '~/content/types/info-pages'
import { ScrollingTable } from '~/components/ui/scrolling-table'

/** A reference table of the guides: the first cell of each row is that row's header. */
export function DataTable({ table, scrollHint }: { table: TableContent; scrollHint: string }) {
  const [first, ...rest] = table.columns
  return (
    <ScrollingTable
      caption={table.caption}
      scrollHint={scrollHint}
      tableClassName="min-w-[44rem] text-[0.9375rem]"
    >
      <thead>
        <tr className="border-y border-line bg-navy-50">
          <th scope="col" className="px-5 py-3 font-semibold text-navy-900 sm:px-6">
            {first}
          </th>
          {rest.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold text-navy-900">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {table.rows.map(([head, ...cells]) => (
          <tr key={head} className="align-top">
            <th scope="row" className="min-w-36 px-5 py-4 font-semibold text-navy-900 sm:px-6">
              {head}
            </th>
            {cells.map((cell, index) => (
              <td key={index} className="px-4 py-4 leading-relaxed text-muted">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  )
}
