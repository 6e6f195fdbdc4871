import { defineForm } from './contract'
import { maxLength } from './fields'

/** The footer's newsletter signup: an e-mail address, sent as JSON. */
export const newsletterForm = defineForm({
  id: 'newsletter',
  encoding: 'json',
  fields: {
    email: {
      name: 'email',
      kind: 'email',
      required: true,
      maxLength: maxLength.email,
      autoComplete: 'email',
    },
  },
})
