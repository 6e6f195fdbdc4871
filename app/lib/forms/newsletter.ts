import { defineForm } from './contract'
import { sharedRules as shared } from './common'

/** The footer's newsletter signup: an e-mail address, sent as JSON. */
export const newsletterForm = defineForm({
  id: 'newsletter',
  encoding: 'json',
  policy: {
    reply: 'confirm',
    answered: false,
    statusPage: false,
    files: false,
    order: false,
    sender: { email: 'email' },
  },
  fields: {
    email: { name: 'email', required: true, ...shared.email },
  },
})
