import { useEffect, type RefObject } from 'react'
import { maxLines } from '~/lib/order/catalogue'
import { readStyleQuery } from '~/lib/order/style-query'
import { fillLine } from './line-actions'
import type { LineCount } from './use-line-count'
import type { OrderStore } from './use-order'

/**
 * Fills the first empty line from a style's quote link (`styleQuotePath`): its code, product type
 * and fabric, each only when it is one the catalogue knows (readStyleQuery), showing the line
 * first when the form does not yet. Runs once, after a draft is put back (the builder's line
 * count runs writes in the order they were asked for), so the style joins the draft's lines
 * rather than overwriting one; the query leaves the address at once, so a reload does not add the
 * style again. Without a script the link still opens the form, empty.
 */
export function usePrefill(
  ref: RefObject<HTMLFormElement | null>,
  store: OrderStore,
  lines: Pick<LineCount, 'show'>,
  save: () => void,
) {
  const { show } = lines
  useEffect(() => {
    const prefill = readStyleQuery(window.location.search)
    if (!prefill) return
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`)
    // Behind a draft still being put back: the first line's controls are always there.
    show(1, () => {
      const form = ref.current
      if (!form) return
      store.refresh()
      const filledLines = store.get().lines
      const already = prefill.style && filledLines.some((line) => line.style === prefill.style)
      const filled = new Set(filledLines.map((line) => line.line))
      const empty = Array.from({ length: maxLines }, (_, index) => index + 1).find(
        (line) => !filled.has(line),
      )
      if (already || empty === undefined) return
      show(empty, () => {
        fillLine(form, empty, {
          Style: prefill.style,
          ProductType: prefill.productType,
          Fabric: prefill.fabric,
        })
        store.refresh()
        save()
      })
    })
  }, [ref, store, show, save])
}
