import { contactForm } from './contact'
import type { FormContract } from './contract'
import type { FormId } from './common'
import { newsletterForm } from './newsletter'
import { quoteForm } from './quote'

/** Every form's table by its id, for the collector and the mail; a page imports only its form's. */
export const formContracts: Record<FormId, FormContract> = {
  contact: contactForm,
  quote: quoteForm,
  newsletter: newsletterForm,
}
