import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

/**
 * A table that keeps its columns on a phone: it scrolls sideways inside its own focusable region,
 * so the page never does, under a caption that stays in view and names the region. `children` are
 * the table's head and body; the hint under it shows only on narrow screens.
 */
export function ScrollingTable({
  caption,
  scrollHint,
  tableClassName,
  children,
}: {
  caption: ReactNode
  scrollHint: string
  /** The table's own classes: its least width and its type. */
  tableClassName: string
  children: ReactNode
}) {
  const captionId = useId()
  return (
    <div className="grid gap-3">
      <div
        role="region"
        aria-labelledby={captionId}
        // Keyboard users need focus on the region to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-line bg-white shadow-card"
      >
        <table className={cn('w-full border-collapse text-left', tableClassName)}>
          <caption
            id={captionId}
            // Sticky and no wider than the screen, so a phone reads the whole caption while the table scrolls.
            className="sticky left-0 max-w-[calc(100vw-2rem-2px)] px-5 pt-5 pb-3 text-left text-base font-bold text-navy-900 sm:px-6"
          >
            {caption}
          </caption>
          {children}
        </table>
      </div>
      <p className="text-sm text-muted md:hidden">{scrollHint}</p>
    </div>
  )
}
