import { contactForm } from './contact'
import type { FormContract } from './contract'
import { formIds, type FormId } from './common'
import { newsletterForm } from './newsletter'
import { quoteForm } from './quote'

/** Every form's table by its id, for the collector and the mail; a page imports only its form's. */
export const formContracts: Record<FormId, FormContract> = {
  contact: contactForm,
  quote: quoteForm,
  newsletter: newsletterForm,
}

/** What becomes of a form's leads past the collector (its table's policy). */
export const policyOf = (form: FormId) => formContracts[form].policy

/** The forms whose leads do something, by their policy: `formsWhere('statusPage')`. */
export const formsWhere = (flag: 'answered' | 'statusPage' | 'files' | 'order'): FormId[] =>
  formIds.filter((form) => policyOf(form)[flag])
