import type { FormId } from './common'

/** What a visitor has typed into a form, kept in localStorage so a reload loses nothing. */
export type Draft = Record<string, string>

/** Where a form's draft is kept. */
export const draftKey = (form: FormId) => `sterling-stitch:draft:${form}`

// Storage can be missing or full (private windows, quotas); a draft is a convenience, never an error.
export function loadDraft(form: FormId): Draft | undefined {
  try {
    const raw = window.localStorage.getItem(draftKey(form))
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return undefined
  }
}

export function saveDraft(form: FormId, draft: Draft) {
  try {
    window.localStorage.setItem(draftKey(form), JSON.stringify(draft))
  } catch {
    // Ignored: see loadDraft.
  }
}

export function clearDraft(form: FormId) {
  try {
    window.localStorage.removeItem(draftKey(form))
  } catch {
    // Ignored: see loadDraft.
  }
}
