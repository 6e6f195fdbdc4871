import { createContext, useContext, useSyncExternalStore } from 'react'
import { readOrder, type Order } from '~/lib/order/order'
import { draftRestoredEvent } from './use-form-draft'

/**
 * The order the quotation form holds, read from the form itself (`readOrder`) whenever the buyer
 * changes a field: the form's controls stay the one place its values live, so it still posts
 * natively, and only the parts that show the order (totals, hints, roster check, planner, preview)
 * render again as the buyer types.
 */
export interface OrderStore {
  subscribe(listener: () => void): () => void
  get(): Order
  /** Reads the form again: after a change no event reports (a line cleared by the script). */
  refresh(): void
  /** Follows a form's changes until the returned function is called. */
  follow(form: HTMLFormElement): () => void
}

const emptyOrder = readOrder(() => '')

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Keeps the parts of `previous` that did not change, so a component that shows one line, or the
 * roster, is given the very same object and does not render again for a change elsewhere.
 */
function shareUnchanged(next: Order, previous: Order): Order {
  const lines = next.lines.map((line) => {
    const before = previous.lines.find((old) => old.line === line.line)
    return before && same(before, line) ? before : line
  })
  const roster = same(previous.roster, next.roster) ? previous.roster : next.roster
  return { ...next, lines, roster }
}

export function createOrderStore(): OrderStore {
  let order = emptyOrder
  let form: HTMLFormElement | undefined
  const listeners = new Set<() => void>()

  function refresh() {
    if (!form) return
    const data = new FormData(form)
    const read = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    order = shareUnchanged(readOrder(read), order)
    for (const listener of listeners) listener()
  }

  function follow(element: HTMLFormElement) {
    form = element
    // A reset changes the controls only after its event.
    const afterReset = () => setTimeout(refresh)
    const events = ['input', 'change', draftRestoredEvent] as const
    for (const type of events) element.addEventListener(type, refresh)
    element.addEventListener('reset', afterReset)
    // Whatever was typed before the form came to life counts at once.
    refresh()
    return () => {
      for (const type of events) element.removeEventListener(type, refresh)
      element.removeEventListener('reset', afterReset)
      form = undefined
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get: () => order,
    refresh,
    follow,
  }
}

/** Outside a quotation form (a test rendering one part alone), the order is empty and stays so. */
const standalone = createOrderStore()

export const OrderContext = createContext<OrderStore>(standalone)

/**
 * The order as the buyer has filled it in so far, or the part of it `select` picks. The part must
 * be a value or a part of the order itself, never a new object, so the component renders again
 * only when that part changes: `useOrder((order) => order.total)`.
 */
export function useOrder(): Order
export function useOrder<Part>(select: (order: Order) => Part): Part
export function useOrder<Part>(select?: (order: Order) => Part) {
  const store = useContext(OrderContext)
  const pick = select ?? ((order: Order) => order)
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(emptyOrder),
  )
}
