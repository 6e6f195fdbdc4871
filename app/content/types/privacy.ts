import type { Entry as PrivacyWords, PrivacyFormId } from '../schemas/privacy'

/**
 * The privacy notice as the page shows it. A period is written as a token, never typed in the copy: a
 * retention setting (`[[lead]]`, `[[wonLead]]`, `[[upload]]`, `[[spam]]`), as the site was built or
 * started with it (app/lib/retention.ts), or a lifetime the code fixes (`[[languageCookie]]`,
 * `[[statusLink]]`).
 */

/** The forms the notice describes, in the order it shows them; their words are in content/privacy. */
export const privacyForms = [
  { id: 'contact' },
  { id: 'quote' },
  { id: 'newsletter' },
] as const satisfies ReadonlyArray<{ id: PrivacyFormId }>

export type PrivacyFormWords = PrivacyWords['forms']['items'][PrivacyFormId] & { id: PrivacyFormId }

export type PrivacyContent = Omit<PrivacyWords, 'forms'> & {
  forms: Omit<PrivacyWords['forms'], 'items'> & { items: PrivacyFormWords[] }
}
