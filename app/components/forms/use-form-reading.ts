import { useEffect, useState, type RefObject } from 'react'
import { artworkField } from '~/lib/order/artwork'
import { draftRestoredEvent } from './use-form-draft'

/**
 * Fired (bubbling) on the artwork input when the script changes its files, which raises no
 * `input` or `change` event of its own.
 */
export const artworkChangedEvent = 'artwork-change'

const changes = ['input', 'change', draftRestoredEvent, artworkChangedEvent]

/**
 * What `read` finds in the form around `ref`, read again after every change the form signals (a
 * field typed or chosen, a draft put back, the artwork changed, a reset), so a part of the form can
 * follow the others without the whole form re-rendering. `read` and `same` must be stable
 * (module-level functions); the part re-renders only when `same` says the reading changed.
 */
export function useFormReading<T>(
  ref: RefObject<HTMLElement | null>,
  read: (form: HTMLFormElement) => T,
  same: (a: T, b: T) => boolean,
  initial: T,
): T {
  const [value, setValue] = useState(initial)
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const update = () => {
      const next = read(form)
      setValue((previous) => (same(previous, next) ? previous : next))
    }
    // A reset changes the fields only after its event.
    const afterReset = () => setTimeout(update)
    for (const type of changes) form.addEventListener(type, update)
    form.addEventListener('reset', afterReset)
    // What was chosen before the form came to life shows at once.
    update()
    return () => {
      for (const type of changes) form.removeEventListener(type, update)
      form.removeEventListener('reset', afterReset)
    }
  }, [ref, read, same])
  return value
}

/** The artwork files the form holds, in order: the files its post will carry. */
export function artworkFiles(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem(artworkField)
  return input instanceof HTMLInputElement ? [...(input.files ?? [])] : []
}
