import { useEffect, type RefObject } from 'react'
import { maxLines } from '~/lib/order/catalogue'
import { readStyleQuery } from '~/lib/order/style-query'
import { fillLine } from './line-actions'
import type { OrderStore } from './use-order'

/**
 * Fills the first empty line from a style's quote link (`styleQuotePath`): its code, product type
 * and fabric, each only when it is one the catalogue knows (readStyleQuery). Runs once, after a
 * draft is put back, so the style joins the draft's lines rather than overwriting one; the query
 * then leaves the address, so a reload does not add the style again. Without a script the link
 * still opens the form, empty.
 */
export function usePrefill(ref: RefObject<HTMLFormElement | null>, store: OrderStore, save: () => void) {
  useEffect(() => {
    const prefill = readStyleQuery(window.location.search)
    const form = ref.current
    if (!prefill || !form) return
    store.refresh()
    const lines = store.get().lines
    const already = prefill.style && lines.some((line) => line.style === prefill.style)
    const filled = new Set(lines.map((line) => line.line))
    const empty = Array.from({ length: maxLines }, (_, index) => index + 1).find((line) => !filled.has(line))
    if (!already && empty !== undefined) {
      fillLine(form, empty, {
        Style: prefill.style,
        ProductType: prefill.productType,
        Fabric: prefill.fabric,
      })
      store.refresh()
      save()
    }
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`)
  }, [ref, store, save])
}
