import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { clearDraft, loadDraft, saveDraft } from '~/lib/forms/draft'
import type { FormId } from '~/lib/forms/common'

/** Fired on the form after a draft is put back, so parts that mirror the form's state can follow. */
export const draftRestoredEvent = 'draft-restored'

function restore(form: HTMLFormElement, draft: Record<string, string>) {
  for (const [name, value] of Object.entries(draft)) {
    const control = form.elements.namedItem(name)
    if (control instanceof RadioNodeList) {
      control.forEach((node) => {
        if (node instanceof HTMLInputElement) node.checked = node.value === value
      })
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      control.value = value
    }
  }
  form.dispatchEvent(new Event(draftRestoredEvent))
}

/**
 * Keeps what the visitor typed in localStorage: put back when the page opens again, saved on every
 * keystroke and choice, cleared after a successful send. `names` are the fields to keep (never the
 * honeypot); `restore: false` keeps a draft from being put back over values the page came with;
 * `prepare` makes room for a draft whose fields the form does not show yet (the quotation's further
 * lines) and calls `put` once it has. `save` is also for changes made without an input event (a
 * cleared colour).
 */
export function useFormDraft(
  form: FormId,
  ref: RefObject<HTMLFormElement | null>,
  names: readonly string[],
  {
    restore: restoring = true,
    prepare = (_draft, put) => put(),
  }: {
    restore?: boolean
    prepare?: (draft: Record<string, string>, put: () => void) => void
  } = {},
) {
  // Once, as the form comes to life: `prepare` is read then, not followed.
  const prepareDraft = useRef(prepare)
  useEffect(() => {
    const draft = restoring ? loadDraft(form) : undefined
    if (draft && ref.current)
      prepareDraft.current(draft, () => {
        if (ref.current) restore(ref.current, draft)
      })
  }, [form, ref, restoring])

  const save = useCallback(() => {
    if (!ref.current) return
    const data = new FormData(ref.current)
    saveDraft(form, Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])))
  }, [form, ref, names])

  // The DOM's `input` event, which every field fires as it changes; a `change` waits for the field
  // to lose focus, and a reload before that would lose the last thing typed.
  useEffect(() => {
    const element = ref.current
    element?.addEventListener('input', save)
    return () => element?.removeEventListener('input', save)
  }, [ref, save])

  const clear = useCallback(() => clearDraft(form), [form])
  return { save, clear }
}
