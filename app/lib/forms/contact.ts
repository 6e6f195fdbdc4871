import { defineForm } from './contract'
import { sharedRules as shared } from './common'

/**
 * The contact enquiry, sent as JSON with these ten fields, and `topic` only
 * when the visitor chose one other than business (a privacy request or complaint).
 */
export const contactForm = defineForm({
  id: 'contact',
  encoding: 'json',
  policy: {
    reply: 'ack',
    answered: true,
    statusPage: true,
    files: false,
    order: false,
    sender: { email: 'email', name: 'name', company: 'company', message: 'message' },
  },
  fields: {
    topic: {
      name: 'topic',
      kind: 'choice',
      options: ['privacy'],
      optionWords: 'forms.contact.topics',
      omitWhenEmpty: true,
    },
    name: { name: 'name', required: true, ...shared.personName },
    email: { name: 'email', required: true, ...shared.email },
    company: { name: 'company', ...shared.company },
    phone: { name: 'phone', ...shared.phone },
    country: { name: 'country', ...shared.country },
    city: { name: 'city', ...shared.city },
    position: { name: 'position', ...shared.position },
    productType: {
      name: 'productType',
      kind: 'choice',
      options: ['clothing', 'sportswear', 'sports-equipment', 'custom'],
      optionWords: 'forms.contact.productTypes',
    },
    quantity: {
      name: 'quantity',
      kind: 'choice',
      options: ['100-500', '500-1000', '1000-5000', '5000+'],
      optionWords: 'forms.contact.quantities',
    },
    message: { name: 'message', required: true, ...shared.message },
  },
})
