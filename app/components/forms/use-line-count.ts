import { useCallback, useEffect, useRef, useState } from 'react'
import { maxLines } from '~/lib/order/catalogue'

/** How many product lines the builder shows, and what changes it (see `useLineCount`). */
export interface LineCount {
  count: number
  /** Shows at least `lines` lines, then runs `then` once their controls are in the page. */
  show: (lines: number, then?: () => void) => void
  /** Shows one line fewer (the last, which the caller has emptied), then runs `then`. */
  drop: (then?: () => void) => void
  /** Back to the first line alone: after a request is sent, the form starts again. */
  reset: () => void
}

/**
 * The number of product lines the quotation builder shows, from `initial` (what the page was
 * rendered with, so the first render matches it). A line's controls exist only while it is shown,
 * so whatever writes into a line (a draft put back, a style's link) asks for it first and writes
 * once it is there. Such writes run in the order they were asked for: a write asked for while
 * another waits, waits behind it.
 */
export function useLineCount(initial: number): LineCount {
  const [count, setCount] = useState(initial)
  const shown = useRef(initial)
  const waiting = useRef<Array<() => void>>([])

  useEffect(() => {
    shown.current = count
    for (const then of waiting.current.splice(0)) then()
  }, [count])

  const show = useCallback((lines: number, then?: () => void) => {
    const wanted = Math.min(Math.max(lines, 1), maxLines)
    if (wanted <= shown.current && waiting.current.length === 0) {
      then?.()
      return
    }
    if (then) waiting.current.push(then)
    // A write already waiting has asked for a render; this one is run with it, or after the next.
    setCount((current) => Math.max(current, wanted))
  }, [])

  const drop = useCallback((then?: () => void) => {
    if (shown.current <= 1) {
      then?.()
      return
    }
    if (then) waiting.current.push(then)
    setCount((current) => Math.max(current - 1, 1))
  }, [])

  const reset = useCallback(() => setCount(1), [])

  return { count, show, drop, reset }
}
