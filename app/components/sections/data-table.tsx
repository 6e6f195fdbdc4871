import { useId } from 'react'
import type { TableContent } from '~/content/types/info-pages'

/**
 * A reference table that keeps its columns on a phone: it scrolls sideways inside its own focusable
 * region, so the page never does. The first cell of each row is that row's header.
 */
export function DataTable({ table, scrollHint }: { table: TableContent; scrollHint: string }) {
  const captionId = useId()
  const [first, ...rest] = table.columns
  return (
    <div>
      <div
        role="region"
        aria-labelledby={captionId}
        // Keyboard users need focus on the region to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-line bg-white shadow-card"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-[0.9375rem]">
          <caption
            id={captionId}
            // Sticky and no wider than the screen, so a phone reads the whole caption while the table scrolls.
            className="sticky left-0 max-w-[calc(100vw-2rem-2px)] px-5 pt-5 pb-3 text-left text-base font-bold text-navy-900 sm:px-6"
          >
            {table.caption}
          </caption>
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
        </table>
      </div>
      <p className="mt-3 text-sm text-muted md:hidden">{scrollHint}</p>
    </div>
  )
}
